// Code samples for any endpoint of the document, in curl, JavaScript and Python.
import { useId, useState } from 'react';
import { selectClass } from '../../../components/ui/form-controls.js';
import { Tabs } from '../../../components/ui/tab-list.js';
import { codeSamples, type KeyOperation, type Language } from '../lib/openapi-view.js';
import { CodeBlock } from './code-block.js';

const LANGUAGES: ReadonlyArray<{ value: Language; label: string }> = [
  { value: 'curl', label: 'curl' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'python', label: 'Python' },
];

export function CodeSamples({ base, operations }: { base: string; operations: KeyOperation[] }) {
  const [opId, setOpId] = useState(operations[0]?.id ?? '');
  const [language, setLanguage] = useState<Language>('curl');
  const selectId = useId();
  const panelId = useId();
  const op = operations.find((o) => o.id === opId) ?? operations[0];
  if (!op) return null;
  const samples = codeSamples(base, op);
  const label = LANGUAGES.find((l) => l.value === language)!.label;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-900">
          Endpoint
        </label>
        <select
          id={selectId}
          className={selectClass}
          value={op.id}
          onChange={(e) => setOpId(e.target.value)}
        >
          {operations.map((o) => (
            <option key={o.id} value={o.id}>
              {o.method} {o.path}: {o.summary}
            </option>
          ))}
        </select>
      </div>
      <Tabs<Language>
        label="Language"
        items={LANGUAGES}
        value={language}
        onChange={setLanguage}
        panelId={panelId}
      >
        <CodeBlock code={samples[language]} label={`${label} sample`} />
      </Tabs>
    </div>
  );
}
