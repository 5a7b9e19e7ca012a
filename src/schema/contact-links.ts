/** A phone number as dialable digits for tel: links ("+91 98100 00001" → "+919810000001"). */
export const dialable = (number: string) => number.replace(/[^\d+]/g, '')

/** The messaging-app chat with a number (WhatsApp's click-to-chat address takes digits only). */
export const chatUrl = (number: string, text?: string) =>
  `https://wa.me/${number.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`
