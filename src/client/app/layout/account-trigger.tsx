import type { ComponentProps } from 'react';
import { ChevronDown, CircleUserRound } from 'lucide-react';

export const ACCOUNT_TRIGGER_CLASS =
  'inline-flex h-10 max-w-48 items-center gap-2 rounded-lg px-2.5 text-sm font-medium text-white hover:bg-white/10 data-[state=open]:bg-white/10';

/** The signed-in account button's face; also the stand-in while the menu's code loads, so nothing moves. */
export function AccountTriggerFace({ username }: { username: string }) {
  return (
    <>
      <CircleUserRound className="h-6 w-6 shrink-0" aria-hidden />
      <span className="truncate">{username}</span>
      <ChevronDown className="h-4 w-4 shrink-0 opacity-80" aria-hidden />
    </>
  );
}

export function AccountTriggerPlaceholder({ username, ...props }: { username: string } & ComponentProps<'button'>) {
  return (
    <button type="button" aria-haspopup="menu" aria-expanded={false} className={ACCOUNT_TRIGGER_CLASS} {...props}>
      <AccountTriggerFace username={username} />
    </button>
  );
}
