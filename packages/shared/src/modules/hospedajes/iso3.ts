/**
 * ISO 3166-1 alpha-3 codes by alpha-2: the Ministry names countries (nationality, address) by alpha-3, our
 * countries list by alpha-2. A country missing here is reported as missing on the Hospedajes report.
 */
const pairs =
  'AD:AND AE:ARE AR:ARG AT:AUT AU:AUS BE:BEL BG:BGR BO:BOL BR:BRA CA:CAN CH:CHE CL:CHL CN:CHN CO:COL ' +
  'CR:CRI CU:CUB CY:CYP CZ:CZE DE:DEU DK:DNK DO:DOM DZ:DZA EC:ECU EE:EST EG:EGY ES:ESP FI:FIN FR:FRA ' +
  'GB:GBR GR:GRC GT:GTM HK:HKG HR:HRV HU:HUN ID:IDN IE:IRL IL:ISR IN:IND IS:ISL IT:ITA JP:JPN KR:KOR ' +
  'LI:LIE LT:LTU LU:LUX LV:LVA MA:MAR MC:MCO MT:MLT MX:MEX MY:MYS NL:NLD NO:NOR NZ:NZL PA:PAN PE:PER ' +
  'PH:PHL PL:POL PR:PRI PT:PRT PY:PRY RO:ROU RS:SRB RU:RUS SA:SAU SE:SWE SG:SGP SI:SVN SK:SVK TH:THA ' +
  'TN:TUN TR:TUR TW:TWN UA:UKR US:USA UY:URY VE:VEN VN:VNM ZA:ZAF';

export const iso3ByIso2: Readonly<Record<string, string>> = Object.fromEntries(
  pairs.split(' ').map((pair) => pair.split(':') as [string, string]),
);

export const iso3Of = (iso2: string | null | undefined): string | null =>
  iso3ByIso2[(iso2 ?? '').trim().toUpperCase()] ?? null;
