export const loader = async () => ({ hello: "হ্যালো", later: new Promise<string>((r) => setTimeout(() => r("পরে"), 50)) });
export default function Index() { return <h1>হোম</h1>; }
