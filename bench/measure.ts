import { countCpu } from './cpu';
import { type Drive, driveEndpoint, type Endpoint } from './load-test';
import { serverProcesses } from './processes';
import type { RunningServer } from './servers';
import { connections, seconds, warmupSeconds } from './settings';

export type Measurement = Drive & {
  // Milliseconds of CPU (user + system) the server's processes spent per request answered: every
  // process of the app (the starter and its server processes) counted together.
  cpuMsPerRequest: number | undefined;
};

// One endpoint on one server: a warm-up (the database's processes warm up as they touch its
// pages, docs/decisions/140), then the measured drive, its CPU time read from /proc around it.
export async function measure(server: RunningServer, endpoint: Endpoint): Promise<Measurement> {
  if (warmupSeconds > 0) await driveEndpoint(server.baseUrl, endpoint, { connections, seconds: warmupSeconds });
  const cpu = countCpu(serverProcesses(server.pid).app);
  const drive = await driveEndpoint(server.baseUrl, endpoint, { connections, seconds });
  const cpuMs = cpu.stop();
  return { ...drive, cpuMsPerRequest: drive.requests > 0 ? cpuMs / drive.requests : undefined };
}
