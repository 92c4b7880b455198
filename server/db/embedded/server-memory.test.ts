import { describe, expect, it } from 'vitest';
import { availableMemoryBytes, serverMemory } from './server-memory';

const GB = 1024 * 1024 * 1024;

describe('the embedded server memory (decision 132)', () => {
  it('keeps a quarter of the memory in shared buffers and tells the planner half is cache', () => {
    expect(serverMemory(4 * GB)).toEqual({ sharedBuffersMb: 1024, effectiveCacheSizeMb: 2048 });
    expect(serverMemory(2 * GB)).toEqual({ sharedBuffersMb: 512, effectiveCacheSizeMb: 1024 });
  });

  it("never goes below PostgreSQL's default nor above 2 GB", () => {
    expect(serverMemory(256 * 1024 * 1024).sharedBuffersMb).toBe(128);
    expect(serverMemory(256 * 1024 * 1024).effectiveCacheSizeMb).toBe(128);
    expect(serverMemory(24 * GB)).toEqual({ sharedBuffersMb: 2048, effectiveCacheSizeMb: 12288 });
  });

  it('takes a size set by hand as it is', () => {
    expect(serverMemory(24 * GB, 300)).toEqual({ sharedBuffersMb: 300, effectiveCacheSizeMb: 12288 });
  });

  it('reads the memory available to this process', () => {
    expect(availableMemoryBytes()).toBeGreaterThan(0);
  });
});
