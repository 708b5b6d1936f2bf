// The order vitest hands test files to its two workers. Its own order (the longest first, from the
// durations it cached on an earlier run; on a fresh clone, the largest file first) does not know
// that the reliability and security files start whole products as child processes and take a
// minute or more each: on a fresh clone they came last and one worker ran them alone while the
// other sat idle. They go first here, so the short files fill in around them.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SLOW_FIRST = [/[\\/]tests[\\/]reliability[\\/]/, /[\\/]tests[\\/]security[\\/]/];

const rank = (file: TestSpecification) => {
  const index = SLOW_FIRST.findIndex((pattern) => pattern.test(file.moduleId));
  return index === -1 ? SLOW_FIRST.length : index;
};

export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    return ordered
      .map((file, position) => ({ file, position }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.position - b.position)
      .map(({ file }) => file);
  }
}
