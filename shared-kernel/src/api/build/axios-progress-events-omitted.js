// Build-time stand-in for axios's upload/download progress reporting: no call of the app asks for
// progress (scripts/omissions/library-omissions.js), and axios reaches this only when one does.
const progressIsNotInThisBuild = () => {
  throw new Error('axios progress events are left out of this build (scripts/omissions/library-omissions.js).');
};
export const progressEventReducer = progressIsNotInThisBuild;
export const progressEventDecorator = progressIsNotInThisBuild;
export const asyncDecorator = progressIsNotInThisBuild;
