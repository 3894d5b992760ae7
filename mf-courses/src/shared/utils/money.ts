// The portal's one money helper lives in shared-ui (amounts in minor units).
export { minorUnits, money } from '@fairway/shared-ui';
