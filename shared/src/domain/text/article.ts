/**
 * "a" or "an" before a job title, by how its first word is said, not written: "an Account
 * Executive", "a Sales Development Representative", "an SDR" (spelt out: "ess-dee-are"), "a VP of
 * Sales", "a Unit Manager" ("you-"), "an Hourly Associate" (silent h). For the English titles of
 * the sales roles this marketplace holds; pitch drafts use it (`aJobName`).
 */

/** Letters whose name starts with a vowel sound when an acronym is spelt out: A E F H I L M N O R S X. */
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX')
/** Words that start with a vowel letter but a consonant sound ("you", "wuh"). */
const CONSONANT_SOUND = /^(uni(?!n)|use|usu|uti|euro|one\b|once\b|ubiq|uber)/i
/** Words that start with a consonant letter but a vowel sound (a silent h). */
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i

/** The article a word takes: "a" or "an". */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/[\s/(-]+/)[0] ?? ''
  if (!word) return 'a'
  // an acronym (SDR, AE, VP, CSM) is spelt out letter by letter
  if (word.length <= 5 && /^[A-Z][A-Z0-9&]*$/.test(word) && word.length > 1)
    return VOWEL_SOUND_LETTERS.has(word[0]!) ? 'an' : 'a'
  if (VOWEL_SOUND.test(word)) return 'an'
  if (CONSONANT_SOUND.test(word)) return 'a'
  return /^[aeiou]/i.test(word) ? 'an' : 'a'
}

/** The phrase with its article: "an Account Executive". */
export const withArticle = (phrase: string): string => `${indefiniteArticle(phrase)} ${phrase.trim()}`
