const { parseProcStat, treeTicks } = require('./process-cpu');

// Fields as Linux writes them: pid (comm) state ppid … utime (14th) stime (15th) …
const statLine = (pid, comm, ppid, utime, stime) =>
  `${pid} (${comm}) S ${ppid} ${pid} 1695 0 -1 4194560 1200 0 0 0 ${utime} ${stime} 0 0 20 0 1 0 310514 3133440 388`;

describe('a /proc stat line', () => {
  it('gives the pid, the parent, user plus system ticks and the start', () => {
    expect(parseProcStat(statLine(4242, 'node', 4200, 730, 118))).toEqual({ pid: 4242, ppid: 4200, ticks: 848 });
  });

  it('is read from the last parenthesis, so a name with spaces and parentheses does not shift the fields', () => {
    expect(parseProcStat(statLine(77, 'nginx: worker (x) 1', 76, 300, 45))).toEqual({ pid: 77, ppid: 76, ticks: 345 });
  });
});

describe('the ticks of a process tree', () => {
  const processes = [
    { pid: 76, ppid: 1, ticks: 5 },
    { pid: 77, ppid: 76, ticks: 345 },
    { pid: 78, ppid: 77, ticks: 10 },
    { pid: 90, ppid: 1, ticks: 1000 },
  ];

  it("counts nginx's master, its worker and whatever runs below them, and nothing beside them", () => {
    expect(treeTicks(processes, 76)).toBe(360);
  });

  it('is nothing for a process that has gone', () => {
    expect(treeTicks(processes, 12)).toBe(0);
  });
});
