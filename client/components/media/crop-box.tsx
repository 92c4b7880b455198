import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { type CropRect, clampCrop, resizeCrop } from '../../lib/crop-rect';

type Drag = { mode: 'move' | 'resize'; startX: number; startY: number; from: CropRect; scale: number };

// D33: a box over the image, dragged to move, its corner dragged to resize; by keyboard the arrows
// move it (Shift: ten times as far) and + and - resize it. In the image's pixels; `square` keeps
// it square (a profile photo).
export function CropBox({
  src,
  width,
  height,
  crop,
  square,
  label,
  onChange,
}: {
  src: string;
  width: number;
  height: number;
  crop: CropRect;
  square: boolean;
  label: string;
  onChange: (crop: CropRect) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const step = Math.max(1, Math.round(Math.min(width, height) / 100));
  const clamp = (next: CropRect) => clampCrop(next, width, height, square);

  const begin = (mode: Drag['mode']) => (event: PointerEvent<HTMLElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const shown = frame.current?.getBoundingClientRect().width || width;
    drag.current = { mode, startX: event.clientX, startY: event.clientY, from: crop, scale: width / shown };
    frame.current?.setPointerCapture(event.pointerId);
  };

  const move = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = (event.clientX - current.startX) * current.scale;
    const dy = (event.clientY - current.startY) * current.scale;
    const { from } = current;
    if (current.mode === 'move') onChange(clamp({ ...from, x: from.x + dx, y: from.y + dy }));
    else if (square)
      onChange(clamp({ ...from, width: from.width + Math.max(dx, dy), height: from.height + Math.max(dx, dy) }));
    else onChange(clamp({ ...from, width: from.width + dx, height: from.height + dy }));
  };

  const end = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const by = event.shiftKey ? step * 10 : step;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-by, 0],
      ArrowRight: [by, 0],
      ArrowUp: [0, -by],
      ArrowDown: [0, by],
    };
    const delta = moves[event.key];
    if (delta) onChange(clamp({ ...crop, x: crop.x + delta[0], y: crop.y + delta[1] }));
    else if (event.key === '+' || event.key === '=') onChange(resizeCrop(crop, by * 2, width, height, square));
    else if (event.key === '-' || event.key === '_') onChange(resizeCrop(crop, -by * 2, width, height, square));
    else return;
    event.preventDefault();
  };

  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  const valueId = `${label.replace(/\W+/g, '-').toLowerCase()}-value`;

  return (
    <div
      ref={frame}
      className="relative w-full max-w-md touch-none select-none overflow-hidden rounded-md bg-black"
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
    >
      <img src={src} width={width} height={height} alt="" className="block h-auto w-full" draggable={false} />
      {/* A button: the one native element that takes focus and keys without a form's meaning. */}
      <button
        type="button"
        aria-label={`${label}. Arrow keys move it, plus and minus resize it.`}
        aria-describedby={valueId}
        onKeyDown={onKeyDown}
        onPointerDown={begin('move')}
        className="absolute cursor-move border-2 border-white shadow-[0_0_0_9999px_rgba(0,0,0,0.45)] outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
        style={{
          left: percent(crop.x, width),
          top: percent(crop.y, height),
          width: percent(crop.width, width),
          height: percent(crop.height, height),
        }}
      >
        <span
          aria-hidden="true"
          onPointerDown={begin('resize')}
          className="absolute -right-2 -bottom-2 size-5 cursor-nwse-resize rounded-full border-2 border-white bg-primary"
        />
      </button>
      <p id={valueId} className="sr-only" aria-live="polite">
        {`${crop.width} by ${crop.height} pixels, ${crop.x} from the left, ${crop.y} from the top`}
      </p>
    </div>
  );
}
