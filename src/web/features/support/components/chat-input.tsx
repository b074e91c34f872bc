// The message box and Send. Sending is refused for empty or whitespace-only text, without a
// selected conversation and while an answer is pending (spec §5); the box clears on send.
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CHAT_PLACEHOLDER, MAX_MESSAGE_LENGTH } from '../../../../contracts/chat.js';
import { Button } from '../../../components/ui/button.js';
import { Input } from '../../../components/ui/input.js';

export function ChatInput({
  canSend,
  onSend,
  inputId = 'chat-input',
}: {
  canSend: boolean;
  onSend: (text: string) => void;
  inputId?: string;
}) {
  const [text, setText] = useState('');
  const ready = canSend && text.trim() !== '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    onSend(text.trim());
    setText('');
  };
  return (
    <form onSubmit={submit} className="flex gap-2 border-t border-slate-200 p-3">
      <label htmlFor={inputId} className="sr-only">
        Message
      </label>
      <Input
        id={inputId}
        value={text}
        maxLength={MAX_MESSAGE_LENGTH}
        placeholder={CHAT_PLACEHOLDER}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" disabled={!ready} aria-label="Send">
        <Send aria-hidden="true" className="h-4 w-4" />
        <span className="hidden sm:inline">Send</span>
      </Button>
    </form>
  );
}
