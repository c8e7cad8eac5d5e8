/**
 * The demo doctor every engineer's tests log in as (bearer via SEED_DEMO_TOKEN). The permanent
 * address is left empty on purpose, so the required-information form has something to ask for.
 */
export const demoDoctor = {
  id: 1,
  name: "ডা. তাসনিম রহমান",
  phone: "01700000001",
  bmdc: "A-74215",
  email: "tasnim.rahman@sopan-pg.example",
  /** Resolved to ids at seed time; upstream geography ids are not worth hard-coding. */
  medicalCollegeEn: "Dhaka Medical College",
  presentDistrictEn: "Dhaka",
  presentUpazilaEn: "Savar",
  presentAddress: "বাড়ি ১২, ব্যাংক কলোনি, সাভার, ঢাকা",
  avatar: "/media/avatars/doctor-1.svg",
};
