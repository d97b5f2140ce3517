import liff from '@line/liff/core';
import IsInClient from '@line/liff/is-in-client';
import GetIdToken from '@line/liff/get-id-token';
import GetDecodedIdToken from '@line/liff/get-decoded-id-token';
import GetOs from '@line/liff/get-os';
import CloseWindow from '@line/liff/close-window';
import Login from '@line/liff/login';
import IsLoggedIn from '@line/liff/is-logged-in';
import OpenWindow from '@line/liff/open-window';
import Logout from '@line/liff/logout';
import GetAppLanguage from '@line/liff/get-app-language';

/**
 * The pluggable LIFF SDK with only the modules we call, installed once as this module first runs.
 * One module, imported whole in the `liff` chunk (./start-liff.ts): one dynamic import instead of
 * one per SDK module (docs/performance.md, "First-load bytes and the budget").
 */
// LiffMockPlugin needs isInClient installed first (its README).
liff.use(new IsInClient());
liff.use(new GetIdToken());
liff.use(new GetDecodedIdToken());
liff.use(new GetOs());
liff.use(new CloseWindow());
liff.use(new Login());
liff.use(new IsLoggedIn());
liff.use(new OpenWindow());
liff.use(new Logout());
liff.use(new GetAppLanguage());

export { liff };
