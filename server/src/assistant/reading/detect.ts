/**
 * Is a message English? The offline engine understands English only, so it says so honestly instead of
 * guessing at a plan. Messages are short (a few words), where character-trigram detectors are unreliable;
 * function words decide instead: a message reads as another language when it has at least two of that
 * language's common words and more of them than English ones. Names and loanwords ("jacuzzi") don't tip it.
 */
const FUNCTION_WORDS: Record<string, string> = {
  en: 'the a an and or of to in on at is are was it my i me we our you your this that with for from not no have has do does there when what how why which but so if just can will',
  es: 'el la los las un una y o de del en es son esta estan mi mis se no que por para con cuando como pero muy lo al hay tengo tiene agua casa puedo hacer',
  fr: 'le la les un une et ou de du des en est sont mon ma mes je ne pas que pour avec quand comment mais tres il elle au aux dans sur ce cette chez',
  de: 'der die das ein eine und oder von zu im ist sind mein meine ich nicht was wie wenn aber sehr es auf mit fur bei den dem des auch kann',
  pt: 'o a os as um uma e ou de do da dos das em no na nos e esta estao meu minha eu nao que para com quando como mas muito pra se tem agua',
  it: 'il lo la gli le un una e o di del della in nel nella e sono mio mia io non che per con quando come ma molto ce ho si',
  pl: 'i w na z do nie jest sa moj moja ja to co jak ale bardzo sie od po przy mam czy ze',
  nl: 'de het een en of van in op is zijn mijn ik niet wat hoe als maar heel er met voor bij ook kan',
  tl: 'ang ng sa yung mga na ay ko ako po siya sya namin natin hindi tapos lang din rin kasi pero ba nang',
  id: 'yang dan di ke dari ini itu saya tidak ada dengan untuk sudah bisa tapi juga kami mau',
  tr: 've bir bu da de ile icin ama cok ne nasil benim evde degil var yok su',
  vi: 'cua va la co khong nha toi bi thi nhung mot cac nay duoc voi de',
};
const SETS = Object.fromEntries(
  Object.entries(FUNCTION_WORDS).map(([lang, words]) => [lang, new Set(words.split(' '))]),
);

/** Letters of scripts other than Latin (Chinese, Japanese, Korean, Cyrillic, Greek, Arabic, Hebrew, Thai, Devanagari…). */
const OTHER_SCRIPT =
  /[\u0370-\u03ff\u0400-\u04ff\u0590-\u06ff\u0900-\u097f\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/gu;

/** The language code of a folded message (see `fold`) when it is clearly not English, else null. */
export function otherLanguage(text: string): string | null {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 4 && (text.match(OTHER_SCRIPT)?.length ?? 0) > letters.length / 2) return 'other-script';
  const words = text.split(/[^a-z]+/).filter(Boolean);
  if (words.length < 3) return null;
  const count = (lang: string) => words.filter((w) => SETS[lang]!.has(w)).length;
  const english = count('en');
  let best: string | null = null;
  let bestCount = 0;
  for (const lang of Object.keys(SETS)) {
    if (lang === 'en') continue;
    // words both languages share ("a", "in", "no") count for English
    const n = words.filter((w) => SETS[lang]!.has(w) && !SETS.en!.has(w)).length;
    if (n > bestCount) [best, bestCount] = [lang, n];
  }
  return best && bestCount >= 2 && bestCount > english ? best : null;
}
