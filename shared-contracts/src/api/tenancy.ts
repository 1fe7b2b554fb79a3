// Tenants and assignees: their constants. The DTOs and their types are ../schemas/tenancy.

/** Role of an analyst without admin rights (demo data). */
export const ANALYST_ROLE = 'Analyst';
