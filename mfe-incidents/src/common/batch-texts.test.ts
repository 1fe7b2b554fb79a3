import {
  approvalReasonText,
  batchToast,
  describeBatchChanges,
  fourEyesNotice,
  scopeBatchToast,
  undoToast,
} from './batch-texts';

describe('the texts of batches', () => {
  it('says how many were restored and skipped, through the plural helper', () => {
    expect(undoToast({ restored: 2, skipped: 0, changedSince: 0, deleted: 0 })).toEqual({
      title: 'Restored 2 incidents; 0 skipped because they changed since',
      variant: 'success',
    });
    expect(undoToast({ restored: 1, skipped: 3, changedSince: 2, deleted: 1 })).toEqual({
      title: 'Restored 1 incident; 2 skipped because they changed since',
      description: '1 incident deleted since could not be restored.',
    });
  });

  it('toasts an applied batch with where to undo it, and a pending one as waiting', () => {
    const applied = { updated: 1, batchId: 'b', state: 'applied', count: 1, undoUntil: null } as const;
    expect(batchToast(applied).title).toBe('1 incident updated');
    expect(batchToast({ ...applied, state: 'pending', updated: 0, count: 1_500 })).toEqual({
      title: "Waiting for a second admin's approval",
      description: '1,500 incidents will change once another Tenant Admin approves.',
    });
  });

  it('names the changes and the reasons for four eyes', () => {
    expect(describeBatchChanges({ status: 'resolved', flagged: false })).toBe('Status: Resolved, Flag removed');
    expect(describeBatchChanges({ assignedTo: null })).toBe('Unassigned');
    expect(approvalReasonText({ approvalReasons: ['many', 'closes-high'] })).toBe(
      'more than 1,000 incidents and it closes high-severity incidents',
    );
  });

  it('warns before a batch that will wait for a second admin', () => {
    expect(fourEyesNotice({ flagged: true }, 1_000)).toBeUndefined();
    expect(fourEyesNotice({ flagged: true }, 1_001)).toBe(
      'It changes more than 1,000 incidents: a second Tenant Admin must approve it before it applies.',
    );
    expect(fourEyesNotice({ flagged: true }, undefined)).toMatch(/^If it changes more than 1,000 incidents/);
    expect(fourEyesNotice({ status: 'resolved' }, 2)).toBe(
      'If any of them is high severity, a second Tenant Admin must approve it before it applies.',
    );
    expect(fourEyesNotice({ status: 'in_progress' }, 2)).toBeUndefined();
  });
});

describe('scopeBatchToast (All tenants)', () => {
  const names = new Map([
    ['globex', 'Globex'],
    ['initech', 'Initech'],
  ]);
  const applied = { batchId: 'b-1', state: 'applied' as const, count: 2, updated: 2, undoUntil: null };

  it("gives each tenant's result by name", () => {
    expect(
      scopeBatchToast(
        {
          batches: [
            { ...applied, tenantId: 'globex' },
            { ...applied, tenantId: 'initech', count: 1, updated: 1 },
          ],
        },
        names,
      ),
    ).toEqual({
      title: '3 incidents updated in 2 tenants',
      description:
        "Globex: 2 incidents updated; Initech: 1 incident updated. Undo it from each tenant's batches above its grid for 10 minutes.",
      variant: 'success',
    });
  });

  it('says which tenant waits for a second admin, without calling it a success', () => {
    const toast = scopeBatchToast(
      {
        batches: [
          { ...applied, tenantId: 'globex' },
          { ...applied, tenantId: 'initech', state: 'pending', count: 120, updated: 0 },
        ],
      },
      names,
    );
    expect(toast.description).toContain("Initech: waiting for a second admin's approval (120 incidents)");
    expect(toast.variant).toBeUndefined();
  });
});
