/** The editor's build settings (PUBLIC_CMS_*), read once for /admin. Pure. */

export interface CmsBuildSettings {
  repo: string | null;
  branch: string;
  localBackendUrl: string | null;
}

/** owner/name, as GitHub spells repositories. */
const REPO = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;

/**
 * PUBLIC_CMS_GITHUB_REPO (owner/name) and PUBLIC_CMS_GITHUB_BRANCH (default main): where the
 * production editor commits. PUBLIC_CMS_LOCAL_BACKEND: the local proxy, set only by the local
 * commands (src/cli/local-env.ts). A malformed value fails the build.
 */
export function cmsBuildSettings(env: Record<string, string | boolean | undefined>): CmsBuildSettings {
  const value = (name: string) => {
    const raw = env[name];
    return typeof raw === 'string' && raw.trim() ? raw.trim() : null;
  };
  const repo = value('PUBLIC_CMS_GITHUB_REPO');
  if (repo && !REPO.test(repo)) throw new Error(`PUBLIC_CMS_GITHUB_REPO must be owner/name: ${repo}`);
  const localBackendUrl = value('PUBLIC_CMS_LOCAL_BACKEND');
  if (localBackendUrl && !/^http:\/\/(127\.0\.0\.1|localhost):\d+\/api\/v1$/.test(localBackendUrl))
    throw new Error(`PUBLIC_CMS_LOCAL_BACKEND must be http://127.0.0.1:<port>/api/v1: ${localBackendUrl}`);
  return { repo, branch: value('PUBLIC_CMS_GITHUB_BRANCH') ?? 'main', localBackendUrl };
}
