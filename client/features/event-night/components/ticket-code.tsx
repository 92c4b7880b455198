import { cn } from '../../../lib/cn';
import { ticketQrSrc } from '../api/get-ticket';

// D36: the ticket as the door reads it: the QR code (drawn by the server) and, under it, the
// short code to type when the camera fails. Black on white whatever the theme: cameras read it.
export function TicketCode({
  payload,
  doorCode,
  title,
  large = false,
}: {
  payload: string;
  doorCode: string;
  title: string;
  large?: boolean;
}) {
  return (
    <figure
      className={cn(
        'grid justify-items-center gap-1 rounded-xl bg-white p-3 text-neutral-950',
        large ? 'w-full max-w-sm' : 'w-fit',
      )}
    >
      <img
        src={ticketQrSrc(payload)}
        alt={`QR code of your ticket for ${title}`}
        width={320}
        height={320}
        className={large ? 'h-auto w-full' : 'size-44'}
      />
      <figcaption className="grid justify-items-center pb-1">
        <span className="text-xs font-medium uppercase tracking-wide text-neutral-700">Door code</span>
        <span
          className={cn('font-mono font-bold tracking-[0.25em]', large ? 'text-3xl' : 'text-xl')}
          data-testid="door-code"
        >
          {doorCode}
        </span>
      </figcaption>
    </figure>
  );
}
