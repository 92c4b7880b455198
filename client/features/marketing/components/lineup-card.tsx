import { Camera, Disc3, Mic2, Wrench } from 'lucide-react';

const LINEUP = [
  { time: '8:30', role: 'Doors & guest list', who: 'Host crew', icon: Mic2 },
  { time: '9:00', role: 'Opening set', who: 'Resident DJ', icon: Disc3 },
  { time: '10:30', role: 'Crowd & stage shots', who: 'Photo + video', icon: Camera },
  { time: '1:45', role: 'Changeover & load-out', who: 'Ops crew', icon: Wrench },
];

// A decorative "tonight's run of show": every slot is a kind of person the network books.
export function LineupCard() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-6 rounded-[2rem] bg-gradient-to-br from-violet-600/30 via-fuchsia-500/20 to-amber-400/10 blur-2xl" />
      <div className="relative rounded-2xl border border-white/10 bg-card/90 p-6 shadow-2xl shadow-black/50">
        <div className="mb-5 flex items-center justify-between">
          <div>
            <p className="text-xs uppercase tracking-[0.2em] text-muted-foreground">Tonight</p>
            <p className="font-display text-xl font-semibold">Run of show</p>
          </div>
          <div className="flex h-8 items-end gap-1">
            {[3, 6, 4, 8, 5, 7].map((height, index) => (
              <span
                key={index}
                className="w-1.5 animate-pulse rounded-full bg-gradient-to-t from-violet-500 to-pink-400"
                style={{ height: `${height * 4}px`, animationDelay: `${index * 120}ms` }}
              />
            ))}
          </div>
        </div>
        <ul className="grid gap-3">
          {LINEUP.map((slot) => (
            <li
              key={slot.time}
              className="flex items-center gap-4 rounded-xl border border-border bg-background/60 p-3"
            >
              <span className="w-12 font-display text-sm font-semibold text-violet-200">{slot.time}</span>
              <span className="flex size-9 items-center justify-center rounded-lg bg-violet-500/15 text-violet-200">
                <slot.icon className="size-4" />
              </span>
              <span className="grid">
                <span className="text-sm font-medium">{slot.role}</span>
                <span className="text-xs text-muted-foreground">{slot.who}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-5 rounded-lg bg-green-500/10 px-3 py-2 text-center text-xs font-medium text-green-200">
          All slots booked through the network
        </p>
      </div>
    </div>
  );
}
