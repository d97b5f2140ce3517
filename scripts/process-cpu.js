// The CPU time a server and its children have used, read from Linux's /proc (proc(5)): the
// serving bench (scripts/bench-serving.js) divides it by the answers given, so "per core" does
// not depend on how much of its CPU a loaded machine left the server.
const fs = require('node:fs');
const { spawnSync } = require('node:child_process');

/**
 * One /proc/<pid>/stat line: its pid, its parent and the CPU it has used (user + system, in clock
 * ticks). The command name may hold spaces and parentheses, so fields are counted from the last `)`.
 * @param {string} line
 */
function parseProcStat(line) {
  const end = line.lastIndexOf(')');
  const fields = line.slice(end + 2).split(' ');
  // After the name: state (3), ppid (4), … utime (14), stime (15), numbered as proc(5) does.
  const field = (n) => Number(fields[n - 3]);
  return { pid: Number(line.slice(0, line.indexOf(' '))), ppid: field(4), ticks: field(14) + field(15) };
}

/** The ticks of `pid` and of every process below it. @param {Array<{ pid: number, ppid: number, ticks: number }>} processes */
function treeTicks(processes, pid) {
  const children = processes.filter((p) => p.ppid === pid);
  const own = processes.find((p) => p.pid === pid)?.ticks ?? 0;
  return own + children.reduce((total, child) => total + treeTicks(processes, child.pid), 0);
}

const TICKS_A_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU seconds used so far by `pid` and its children (nginx's master and its worker). */
function cpuSecondsOfTree(pid) {
  const processes = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      processes.push(parseProcStat(fs.readFileSync(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // A process that ended while the list was read.
    }
  }
  return treeTicks(processes, pid) / TICKS_A_SECOND;
}

module.exports = { parseProcStat, treeTicks, cpuSecondsOfTree };
