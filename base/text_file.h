/*
 * text_file.h: a whole file read into memory as text.
 *
 * Ownership: the string returned is the caller's (free()).
 * Errors: NULL when the file cannot be opened; errno says why. A read error after that
 * ends the text early (the files read so are cbounds's own scratch files).
 */
#ifndef CB_BASE_TEXT_FILE_H
#define CB_BASE_TEXT_FILE_H

/* The file's bytes followed by a NUL. */
char *cb_read_text(const char *path);

#endif
