import { describe, expect, it } from 'vitest';
import { runMutation } from './mutation';

describe('runMutation', () => {
  it('settles after the hook’s callbacks, awaiting what they return', async () => {
    const steps: string[] = [];
    const pause = (step: string) => new Promise<void>((resolve) => setTimeout(() => resolve(void steps.push(step)), 5));
    const data = await runMutation(
      {
        mutationFn: async (name: string) => `saved ${name}`,
        onSuccess: (saved, name) => pause(`success ${saved} ${name}`),
        onSettled: (saved, error) => pause(`settled ${saved} ${error}`),
      },
      'Lena',
    );
    steps.push('resolved');
    expect(data).toBe('saved Lena');
    expect(steps).toEqual(['success saved Lena Lena', 'settled saved Lena null', 'resolved']);
  });

  it('calls onError and onSettled with the error, then rejects with it', async () => {
    const steps: string[] = [];
    const failure = new Error('refused');
    await expect(
      runMutation(
        {
          mutationFn: (_: number) => Promise.reject(failure),
          onSuccess: () => steps.push('success'),
          onError: (error, variables) => steps.push(`error ${error.message} ${variables}`),
          onSettled: (data, error) => steps.push(`settled ${data} ${error?.message}`),
        },
        7,
      ),
    ).rejects.toBe(failure);
    expect(steps).toEqual(['error refused 7', 'settled undefined refused']);
  });
});
