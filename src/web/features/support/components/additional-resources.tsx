// Additional Resources: Documentation, Email Support and Community Forum, each a real
// destination. Without a configured support address or forum the card says so (no dead link).
import { useQuery } from '@tanstack/react-query';
import { ArrowUpRight, BookOpen, Mail, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../contracts/web-routes.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { chatInfoQuery } from '../api/chat-api.js';

const linkClass = 'font-medium text-brand-700 hover:text-brand-800';

function Resource({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-brand-700">{icon}</span>
      <div className="text-sm">{children}</div>
    </li>
  );
}

export function AdditionalResources() {
  const info = useQuery(chatInfoQuery()).data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Additional Resources</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          <Resource icon={<BookOpen aria-hidden="true" className="h-4 w-4" />}>
            <Link to={paths.docs} className={linkClass}>
              Documentation
            </Link>
            <p className="text-slate-600">Guides for setup, alerts, reports and security.</p>
          </Resource>
          <Resource icon={<Mail aria-hidden="true" className="h-4 w-4" />}>
            {info?.supportEmail ? (
              <>
                <a href={`mailto:${info.supportEmail}`} className={linkClass}>
                  Email Support
                </a>
                <p className="text-slate-600">Write to {info.supportEmail}.</p>
              </>
            ) : (
              <>
                <span className="font-medium text-slate-900">Email Support</span>
                <p className="text-slate-600">
                  {info ? 'Not set up on this installation: ask its operator.' : 'Loading...'}
                </p>
              </>
            )}
          </Resource>
          <Resource icon={<Users aria-hidden="true" className="h-4 w-4" />}>
            {info?.communityUrl ? (
              <>
                <a
                  href={info.communityUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  Community Forum
                  <ArrowUpRight aria-hidden="true" className="ml-0.5 inline h-3.5 w-3.5" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                <p className="text-slate-600">Questions and tips from other users.</p>
              </>
            ) : (
              <>
                <Link to={paths.blog} className={linkClass}>
                  Community Forum
                </Link>
                <p className="text-slate-600">
                  No forum runs for this installation yet; our blog has articles and further
                  reading.
                </p>
              </>
            )}
          </Resource>
        </ul>
      </CardContent>
    </Card>
  );
}
