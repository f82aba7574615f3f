/**
 * Adds `item` to a process-wide list (an area's registered checkers and hooks) and answers how to take it out again.
 * The areas register once when the app is built; a test's stand-in takes itself out when the test file ends, because
 * the test files of a worker share the module cache (vitest `isolate: false`) and so these lists.
 */
export function addRemovably<T>(list: T[], item: T): () => void {
  list.push(item);
  return () => {
    const at = list.indexOf(item);
    if (at >= 0) list.splice(at, 1);
  };
}
