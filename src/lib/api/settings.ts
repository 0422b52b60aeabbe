import type { DataResponse, StartupSettings } from '../contract/settings.ts';
import { http } from './http.ts';

/** GET /startup */
export async function getStartup(): Promise<StartupSettings> {
  const answer = await http<DataResponse<StartupSettings>>('/startup');
  return answer.data;
}
