import { formatMachine, type Machine } from './machine';
import type { Budget, Table } from './report';
import type { StoredPart } from './results';

type Section = { id: string; stored: StoredPart | undefined };

/**
 * bench/results/latest.md: the machine, every budget at a glance, then one section per part.
 * Parts measured in an earlier run keep their section and say when and where they ran.
 */
export function renderLatestMarkdown(machine: Machine, sections: Section[]): string {
  const lines = [
    '# Fundi benchmarks',
    '',
    'Written by `npm run bench` (see `bench/run.ts`); each part also keeps its raw numbers in `bench/results/<part>.json`.',
    '',
    `Machine: ${formatMachine(machine)}`,
    '',
    '## Budgets',
    '',
    ...renderTable({ columns: ['Part', 'Budget', 'Measured', 'Limit', 'Result'], rows: sections.flatMap(summaryRows) }),
  ];
  for (const section of sections) lines.push('', ...renderSection(section));
  return `${lines.join('\n')}\n`;
}

function summaryRows({ id, stored }: Section): (string | number)[][] {
  if (!stored) return [[id, 'not run yet', '', '', 'NOT RUN']];
  if (stored.status === 'failed') return [[id, 'the part did not finish', stored.error, '', 'FAIL']];
  if (stored.result.budgets.length === 0) return [[id, 'no budget', '', '', '']];
  return stored.result.budgets.map((budget) => [id, budget.name, budget.measured, budget.limit, verdict(budget)]);
}

function renderSection({ id, stored }: Section): string[] {
  if (!stored) return [`## ${id}`, '', 'Not run yet: `npm run bench -- ' + id + '`.'];
  const ranOn = `_Measured on ${formatMachine(stored.machine)}._`;
  if (stored.status === 'failed') return [`## ${id}`, '', ranOn, '', `**FAIL**: the part did not finish: ${stored.error}`];
  const { title, method, tables, budgets } = stored.result;
  const lines = [`## ${title}`, '', ranOn, '', method.trim()];
  for (const table of tables) {
    lines.push('');
    if (table.title) lines.push(`**${table.title}**`, '');
    lines.push(...renderTable(table));
  }
  if (budgets.length > 0) {
    lines.push('', '**Budgets**', '');
    lines.push(...renderTable({ columns: ['Budget', 'Measured', 'Limit', 'Result'], rows: budgets.map((b) => [b.name, b.measured, b.limit, verdict(b)]) }));
  }
  return lines;
}

const verdict = (budget: Budget) => (budget.pass ? 'PASS' : '**FAIL**');

function renderTable({ columns, rows }: Table): string[] {
  const cell = (value: string | number) => String(value).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [`| ${columns.map(cell).join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)];
}
