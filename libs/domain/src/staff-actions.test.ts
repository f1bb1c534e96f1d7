import { allowedStaffActions, staffActionRefusal, STAFF_ACTIONS, type StaffActionOrder } from './staff-actions';

const open: StaffActionOrder = {
  isConfirmed: false,
  isRejected: false,
  isCompleted: false,
  isCanceled: false,
  isFailed: false,
  isInDelivery: false,
  isPaid: false,
  paymentMethod: 'cash',
};
const with_ = (flags: Partial<StaffActionOrder>): StaffActionOrder => ({ ...open, ...flags });

describe('allowedStaffActions', () => {
  test('an open cash order may be confirmed, rejected or cancelled', () => {
    expect(allowedStaffActions(open)).toEqual(['confirm', 'reject', 'cancel']);
  });

  test('an unpaid online order may only be rejected or cancelled; once paid it may be confirmed', () => {
    expect(allowedStaffActions(with_({ paymentMethod: 'mollie' }))).toEqual(['reject', 'cancel']);
    expect(allowedStaffActions(with_({ paymentMethod: 'datatrans' }))).toEqual(['reject', 'cancel']);
    expect(allowedStaffActions(with_({ paymentMethod: 'mollie', isPaid: true }))).toEqual(['confirm', 'reject', 'cancel']);
  });

  test('a confirmed order may be cancelled, handed over (in-delivery) or completed', () => {
    expect(allowedStaffActions(with_({ isConfirmed: true }))).toEqual(['cancel', 'in-delivery', 'completed']);
    expect(allowedStaffActions(with_({ isConfirmed: true, isInDelivery: true }))).toEqual(['cancel', 'completed']);
  });

  test('a final order allows nothing', () => {
    for (const flag of ['isRejected', 'isCanceled', 'isFailed', 'isCompleted'] as const) {
      expect(allowedStaffActions(with_({ isConfirmed: true, [flag]: true }))).toEqual([]);
    }
  });
});

describe('staffActionRefusal', () => {
  test('names the reason of each refusal', () => {
    expect(staffActionRefusal(with_({ isCanceled: true }), 'cancel')).toBe('alreadyFinal');
    expect(staffActionRefusal(with_({ isConfirmed: true }), 'confirm')).toBe('alreadyConfirmed');
    expect(staffActionRefusal(with_({ isConfirmed: true }), 'reject')).toBe('alreadyConfirmed');
    expect(staffActionRefusal(with_({ paymentMethod: 'mollie' }), 'confirm')).toBe('awaitingPayment');
    expect(staffActionRefusal(open, 'in-delivery')).toBe('notConfirmed');
    expect(staffActionRefusal(open, 'completed')).toBe('notConfirmed');
    expect(staffActionRefusal(with_({ isConfirmed: true, isInDelivery: true }), 'in-delivery')).toBe('alreadyInDelivery');
  });

  test('null exactly for the allowed actions', () => {
    const order = with_({ isConfirmed: true });
    for (const action of STAFF_ACTIONS) {
      expect(staffActionRefusal(order, action) === null).toBe(allowedStaffActions(order).includes(action));
    }
  });
});
