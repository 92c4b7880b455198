import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { loadQrDecoder } from '../lib/qr-decoder';

// A frame is read this often.
const FRAME_MS = 200;
// The same ticket held in view is one scan; shown again after this long out of view, another.
const SAME_CODE_MS = 4_000;

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') return 'The camera is not allowed for this page: allow it, or type the code.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera found: type the code instead.';
  return 'The camera could not start: type the code instead.';
}

// D36: the phone's camera, read frame by frame for a ticket's QR code (decision 181). It starts
// when asked (a phone asks the person first) and stops when the page is left.
export function CameraScanner({ onScan }: { onScan: (payload: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'off' | 'starting' | 'on'>('off');
  const [problem, setProblem] = useState<string>();
  const stop = useRef<() => void>(undefined);
  const latestOnScan = useRef(onScan);
  latestOnScan.current = onScan;

  useEffect(() => () => stop.current?.(), []);

  async function start() {
    const element = video.current;
    if (!element) return;
    setProblem(undefined);
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('This browser has no camera here (it needs https): type the code instead.');
      return;
    }
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      element.srcObject = stream;
      await element.play();
      const decode = await loadQrDecoder();
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let last = { text: '', seenAt: 0 };
      const read = async () => {
        const text = await decode(element).catch(() => undefined);
        if (stopped) return;
        const now = Date.now();
        if (text) {
          const again = text === last.text && now - last.seenAt < SAME_CODE_MS;
          last = { text, seenAt: now };
          if (!again) latestOnScan.current(text);
        }
        timer = setTimeout(() => void read(), FRAME_MS);
      };
      stop.current = () => {
        stopped = true;
        clearTimeout(timer);
        for (const track of stream.getTracks()) track.stop();
        element.srcObject = null;
      };
      setState('on');
      void read();
    } catch (error) {
      setProblem(cameraProblem(error));
      setState('off');
    }
  }

  function turnOff() {
    stop.current?.();
    stop.current = undefined;
    setState('off');
  }

  return (
    <div className="grid gap-3">
      <div className={state === 'off' ? 'hidden' : 'relative overflow-hidden rounded-lg border border-border bg-black'}>
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera view: hold a ticket's QR code in the frame"
          className="aspect-square w-full object-cover sm:aspect-video"
          data-testid="camera-view"
        />
        <div
          className="pointer-events-none absolute inset-[18%] rounded-lg border-2 border-white/70"
          aria-hidden="true"
        />
      </div>
      {problem && <Alert>{problem}</Alert>}
      {state === 'off' ? (
        <Button size="lg" onClick={() => void start()}>
          <Camera aria-hidden="true" />
          Scan with the camera
        </Button>
      ) : (
        <Button size="lg" variant="outline" onClick={turnOff} disabled={state === 'starting'}>
          <CameraOff aria-hidden="true" />
          {state === 'starting' ? 'Starting the camera...' : 'Stop the camera'}
        </Button>
      )}
    </div>
  );
}
