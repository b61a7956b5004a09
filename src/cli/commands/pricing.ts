/** `redraft pricing`: the deployment's published prices. No key needed. */
import { noPositionals, CONNECTION_OPTIONS, parseCommand } from '../args';
import type { CliContext } from '../context';
import { EXIT, type ExitCode } from '../exitCodes';
import { table, usd } from '../format';
import { pricingHelp } from '../help';

const OPTIONS = { ...CONNECTION_OPTIONS, json: { type: 'boolean' } } as const;

export async function pricingCommand(args: readonly string[], ctx: CliContext): Promise<ExitCode> {
  const { values, positionals } = parseCommand('pricing', args, OPTIONS);
  if (values.help) {
    ctx.io.out(pricingHelp);
    return EXIT.OK;
  }
  noPositionals('pricing', positionals);
  const { client } = await ctx.connect(values['base-url']);
  const pricing = await client.getPricing({ signal: ctx.interrupts.signal });
  if (values.json) {
    ctx.io.out(JSON.stringify(pricing, null, 2));
    return EXIT.OK;
  }
  ctx.io.out(`${pricing.model} · ${pricing.currency} per 1,000 prose words · minimum charge ${usd(pricing.min_charge_usd)} per run`);
  const rows = [
    ['quality', 'typical', 'high', 'based on'],
    ...pricing.tiers.map((tier) => [
      tier.name,
      usd(tier.charge_per_1k_words_usd),
      usd(tier.high_charge_per_1k_words_usd),
      tier.sample_size === 0 ? 'published rate' : `${tier.sample_size} recent run${tier.sample_size === 1 ? '' : 's'}`,
    ]),
  ];
  for (const line of table(rows, { header: (text) => ctx.io.paint('gray', text) })) ctx.io.out(`  ${line}`);
  return EXIT.OK;
}
