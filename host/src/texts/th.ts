/** Wording of the host's own screens (identity verification, lock and suspend). Shared words come from the kernel. */
export const HOST_TEXTS = {
  otp: {
    title: 'ยืนยันรหัส OTP',
    sentTo: 'กรุณากรอกรหัส OTP 6 หลักที่ส่งไปยังเบอร์มือถือ',
    reference: (otpRef: string) => `รหัสอ้างอิง: ${otpRef}`,
    inputLabel: 'รหัส OTP 6 หลัก',
    resendIn: (mmss: string) => `ขอรหัส OTP ใหม่ได้ในอีก ${mmss} นาที`,
    expired: 'รหัส OTP หมดอายุแล้ว กรุณากดขอรหัส OTP ใหม่',
    maxAttempts: 'คุณกรอกรหัส OTP ผิดเกินจำนวนครั้งที่กำหนด กรุณากดขอรหัส OTP ใหม่',
  },
  receiveOtp: {
    title: 'ยืนยันตัวตนด้วยรหัส OTP',
    description: 'กรุณากรอกเบอร์โทรศัพท์มือถือที่ลงทะเบียนไว้กับธนาคาร เพื่อรับรหัส OTP',
    mobileLabel: 'เบอร์โทรศัพท์มือถือ',
  },
  requestSetting: {
    title: 'เลือกวิธียืนยันตัวตน',
    description: 'เพื่อความปลอดภัย กรุณายืนยันตัวตนก่อนทำรายการ',
    byBankApp: 'ยืนยันตัวตนผ่านแอปพลิเคชันของธนาคาร',
    noBankApp: 'ไม่มีแอปพลิเคชันของธนาคาร',
    byOtp: 'ยืนยันตัวตนด้วยรหัส OTP',
  },
  redirectKma: {
    title: 'กำลังเปิดแอปพลิเคชันของธนาคาร',
    description: 'กรุณายืนยันตัวตนในแอปพลิเคชันของธนาคาร แล้วกลับมาที่หน้านี้',
    openAgain: 'เปิดแอปพลิเคชันของธนาคาร',
    download: 'ดาวน์โหลดแอปพลิเคชันของธนาคาร',
    notInstalledTitle: 'ไม่พบแอปพลิเคชันของธนาคารในเครื่องนี้',
    notInstalledDescription: 'คุณสามารถดาวน์โหลดแอปพลิเคชันของธนาคาร หรือยืนยันตัวตนด้วยรหัส OTP ทางเบอร์โทรศัพท์มือถือแทนได้',
  },
  authKma: {
    title: 'รอการยืนยันตัวตน',
    description: 'กรุณาไปที่แอปพลิเคชันของธนาคารเพื่อยืนยันตัวตน เมื่อยืนยันแล้วระบบจะดำเนินการต่อให้อัตโนมัติ',
    timeLeft: (mmss: string) => `รายการนี้จะหมดเวลาในอีก ${mmss} นาที`,
  },
  locked: {
    header: 'ระงับการทำรายการชั่วคราว',
    title: 'คุณทำรายการไม่สำเร็จเกินจำนวนครั้งที่กำหนด',
    description: 'เพื่อความปลอดภัยของบัญชี กรุณารอจนครบเวลาแล้วลองใหม่อีกครั้ง หรือติดต่อธนาคาร',
    countdownLabel: 'ลองใหม่ได้ในอีก',
  },
  suspended: {
    header: 'ระงับการใช้บริการ',
    description: 'บริการของคุณถูกระงับ กรุณาติดต่อธนาคาร โทร 1572',
  },
} as const;
