/** Tasks for the worker pool's test: one that answers, one that never ends, one that eats memory. */
export default function handle(task: { op: 'echo' | 'spin' | 'grow'; value?: string }) {
  if (task.op === 'spin') for (;;);
  if (task.op === 'grow') {
    const held: number[][] = [];
    for (;;) held.push(new Array(1_000_000).fill(1));
  }
  return `echo: ${task.value}`;
}
