import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

/** Every message an SMTP sink kept in `mailDir`, in order of arrival, parsed. */
export async function readMailbox(mailDir: string): Promise<ParsedMail[]> {
  const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => simpleParser(await readFile(path.join(mailDir, file)))),
  );
}

export function addressesOf(address: AddressObject | AddressObject[] | undefined): string[] {
  return (Array.isArray(address) ? address : address ? [address] : []).flatMap((item) =>
    item.value.map((entry) => entry.address ?? ''),
  );
}

/** The messages addressed to `to`. */
export async function mailTo(mailDir: string, to: string): Promise<ParsedMail[]> {
  return (await readMailbox(mailDir)).filter((mail) => addressesOf(mail.to).includes(to));
}
