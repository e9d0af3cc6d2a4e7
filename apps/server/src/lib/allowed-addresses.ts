import { BlockList, isIP } from 'node:net';

/** An address or a CIDR range (`203.0.113.0/24`, `2001:db8::/32`). */
export function isAddressRule(rule: string): boolean {
  const [address = '', bits, ...rest] = rule.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

/**
 * Rules are addresses or CIDR ranges (`203.0.113.0/24`, `2001:db8::/32`). An empty list allows
 * every address (the list is optional).
 */
export function addressAllowed(rules: readonly string[], ip: string): boolean {
  if (rules.length === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
  const family = isIP(mapped) === 6 ? 'ipv6' : 'ipv4';
  const list = new BlockList();
  for (const rule of rules) {
    const [address = '', bits] = rule.split('/');
    const ruleFamily = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, ruleFamily);
    else list.addSubnet(address, Number(bits), ruleFamily);
  }
  return list.check(mapped, family);
}
