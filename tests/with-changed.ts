/**
 * For unit tests of data checks: changes a list of the real data in place, runs the check, and
 * puts the list back as it was, whatever the check did.
 */
export function withChanged<T>(list: T[], change: (list: T[]) => void, check: () => void) {
  const original = [...list];
  change(list);
  try {
    check();
  } finally {
    list.splice(0, list.length, ...original);
  }
}
