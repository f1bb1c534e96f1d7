// Shared with the shell's staff toolbar: the one definition lives in libs/domain.
export { formatUserName } from '@asp/domain';
