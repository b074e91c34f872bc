// "Email Support" in the thread header: a signed-in person's conversation goes to the support
// address through the server (with their address for the reply); a visitor's opens their mail
// program with the transcript. Hidden when the installation has no support address.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { Button, buttonClass } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useAuth } from '../../../lib/auth/use-auth.js';
import { chatInfoQuery, emailSupport } from '../api/chat-api.js';
import type { SupportChat } from '../hooks/use-support-chat.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { supportMailto } from '../lib/mailto.js';

export function EmailSupportButton({ chat }: { chat: SupportChat }) {
  const { user } = useAuth();
  const info = useQuery(chatInfoQuery());
  const send = useMutation({
    mutationFn: emailSupport,
    onSuccess: ({ to }) =>
      toast({
        title: 'Sent to support',
        description: `This conversation was e-mailed to ${to}. A person will reply to ${user?.email ?? 'you'}.`,
      }),
    onError: (e) => toastApiError(e, 'Failed to send the conversation to support'),
  });
  const to = info.data?.supportEmail;
  const conversation = chat.conversations.find((c) => c.id === chat.activeId);
  if (!to || !conversation) return null;
  const empty = chat.messages.length === 0;
  if (!user) {
    return (
      <a
        href={supportMailto(to, conversation.title, chat.messages)}
        className={buttonClass('outline', 'sm')}
      >
        <Mail aria-hidden="true" className="h-4 w-4" />
        Email Support
      </a>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={empty || send.isPending || chat.isSending}
      title={empty ? 'Ask a question first' : `Send this conversation to ${to}`}
      onClick={() => send.mutate(conversation.id)}
    >
      <Mail aria-hidden="true" className="h-4 w-4" />
      {send.isPending ? 'Sending...' : 'Email Support'}
    </Button>
  );
}
