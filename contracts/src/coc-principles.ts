import type { CocCategory } from './enums';

export interface CocPrinciple {
  uuid: string;
  category: CocCategory;
  paragraph: string;
  text: string;
}

/**
 * The code-of-conduct principles audit actions refer to (Document 1 §3): reference data, not
 * events. Paragraph "n.m" is principle m of the n-th category; the uuids are fixed constants
 * (category and paragraph in the last group) so a stored action keeps pointing at the same principle.
 */
const TEXTS: Record<CocCategory, string[]> = {
  PAID_WAGE: [
    'Workers are paid at least the legal minimum wage or the industry benchmark, whichever is higher.',
    'Wages are paid on time, in full and in a form the worker can use (cash, bank transfer, mobile money), with a payslip.',
    'No deductions are made from wages as a disciplinary measure or without the written consent of the worker.',
  ],
  WORKING_CONDITIONS: [
    'Workplaces provide clean drinking water, sanitation facilities and shelter from heat and rain.',
    'Workers receive the protective equipment their tasks require, free of charge.',
    'Sorting and baling areas are kept free of hazards such as sharp objects, open fires and standing water.',
  ],
  NO_FORCED_LABOUR: [
    'All work is voluntary; workers are free to leave their employment after reasonable notice.',
    'No identity documents, deposits or wages are withheld to keep a worker in employment.',
    'No worker is bound by debt to the hub, a recruiter or a middleman.',
  ],
  NO_CHILD_LABOUR: [
    'No person below the legal minimum working age, and in no case below 15, is employed.',
    'Workers under 18 do no hazardous work, no night work and no handling of sharp or toxic waste.',
    'The age of every worker is verified and recorded when they are taken on.',
  ],
  WORKING_HOURS_COMPLIANCE: [
    'Regular working hours do not exceed 48 hours per week or the legal limit, whichever is lower.',
    'Overtime is voluntary, does not exceed 12 hours per week and is paid at a premium rate.',
    'Workers have at least one day off in every seven days.',
  ],
  NO_DISCRIMINATION: [
    'No worker is discriminated against in hiring, pay, training or dismissal on grounds of caste, religion, ethnicity, gender, age or disability.',
    'Waste pickers and collectors are offered the same prices and terms for the same material.',
    'Complaints about discrimination can be raised without fear of reprisal and are followed up.',
  ],
  REGULAR_EMPLOYMENT: [
    'Every worker has a written contract or letter of employment in a language they understand.',
    'Repeated short-term contracts are not used to avoid the obligations of regular employment.',
    'Social security contributions required by law are paid for every employee.',
  ],
  FREEDOM_OF_ASSOCIATION: [
    'Workers are free to join or form organisations of their own choosing.',
    'Worker representatives are not discriminated against and have access to the workplace to carry out their duties.',
    'Where the law restricts freedom of association, the hub does not hinder alternative means of free association.',
  ],
  RESPECTFUL_TREATMENT: [
    'No worker is subjected to physical, verbal or sexual harassment, threats or intimidation.',
    'Disciplinary procedures are written down, explained to workers and applied fairly.',
    'A confidential grievance channel is available to every worker and collector.',
  ],
  ENVIRONMENT_PROTECTION: [
    'Waste is stored on sealed ground and protected from wind and rain so that nothing leaks into soil or water.',
    'No material is burned in the open; residues are handed to licensed disposal facilities.',
    'Wash water from processing is treated before it is discharged.',
  ],
  ETHICAL_BUSINESS_PRACTISES: [
    'The hub does not offer, give or accept bribes or other improper advantages.',
    'Weights and prices are recorded truthfully; scales are calibrated at least once a year.',
    'Records of material bought and sold are kept for at least five years and made available for audits.',
  ],
  ECONOMIC_EMPOWERMENT: [
    'Collectors are paid promptly for the material they deliver and receive a record of each sale.',
    'Prices paid to collectors are displayed at the hub.',
    'Workers have access to training that lets them take on better-paid tasks.',
  ],
  HEALTH_AND_SAFETY: [
    'A trained first-aider and a stocked first-aid kit are available during all working hours.',
    'Machines such as balers and shredders have guards and emergency stops, and only trained workers operate them.',
    'Fire extinguishers are in place, inspected regularly, and workers are trained in evacuation.',
  ],
  AUTONOMY_AND_INCLUSION: [
    'Informal waste pickers are free to sell their material to the buyer of their choice.',
    'Collectors are involved in decisions about collection routes and schedules that affect them.',
    'The hub takes reasonable steps to include people with disabilities in its workforce.',
  ],
  COLLECTIVE_REPRESENTATION: [
    'Workers elect their own representatives without interference from management.',
    'Management meets worker representatives at least every quarter and records the outcome.',
    'Collective agreements are honoured and their terms communicated to all workers.',
  ],
  GENDER_EQUALITY: [
    'Women and men receive equal pay for work of equal value.',
    'Separate, lockable toilets and changing rooms are available for women.',
    'Maternity protection required by law is granted, and no worker is dismissed for pregnancy.',
  ],
};

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

export const COC_PRINCIPLES: readonly CocPrinciple[] = Object.entries(TEXTS).flatMap(
  ([category, texts], c) =>
    texts.map((text, p) => ({
      uuid: `c0c00000-0000-4000-8000-${hex(c + 1, 6)}${hex(p + 1, 6)}`,
      category: category as CocCategory,
      paragraph: `${c + 1}.${p + 1}`,
      text,
    })),
);

export const cocPrincipleOf = (uuid: string): CocPrinciple | undefined =>
  COC_PRINCIPLES.find((p) => p.uuid === uuid);
