/** Command-line flags of the repo's scripts (serve, start-stack, bench): `--name value` and bare `--switch`. */
const args = process.argv.slice(2);

/** The value after `name`, else `fallback`. */
export const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};

/** Whether the bare switch `name` was given. */
export const has = (name) => args.includes(name);

// `--wp 6.1` (any script): the WordPress version to boot, passed on to every server it starts.
if (flag('--wp')) process.env.COLOPHON_WP = flag('--wp');
