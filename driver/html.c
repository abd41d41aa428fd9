/* html.c: the report as a self-contained HTML page with the trace as a timeline. */
#include "driver/html.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "base/msg.h"
#include "driver/outfile.h"
#include "driver/timeline.h"

/* A source file larger than this is not put into the page (its lines still are). */
#define HT_MAX_SOURCE (2u << 20)

typedef struct ht_file {
  const char *dir, *file; /* as the steps name it */
  char *text;             /* its contents, or NULL when it cannot be read */
} ht_file;

typedef struct ht_page {
  FILE *out;
  const rep_report *r;
  src_cache *sources;
  ht_file *files;
  size_t num_files;
} ht_page;

/* ---- text ------------------------------------------------------------------------- */

/* text with &, <, >, " and ' escaped (for element contents and attribute values). */
static void ht_esc(FILE *out, const char *text) {
  for (const char *p = text ? text : ""; *p; p++) {
    switch (*p) {
    case '&': fputs("&amp;", out); break;
    case '<': fputs("&lt;", out); break;
    case '>': fputs("&gt;", out); break;
    case '"': fputs("&quot;", out); break;
    case '\'': fputs("&#39;", out); break;
    default: fputc(*p, out);
    }
  }
}

static char *ht_read(const char *dir, const char *file) {
  char *path = file[0] == '/' || !dir ? cb_strdup(file) : cb_format("%s/%s", dir, file);
  FILE *f = fopen(path, "rb");
  free(path);
  if (!f)
    return NULL;
  char *text = cb_malloc(HT_MAX_SOURCE + 1);
  size_t size = fread(text, 1, HT_MAX_SOURCE + 1, f);
  fclose(f);
  if (size > HT_MAX_SOURCE || memchr(text, 0, size)) {
    free(text);
    return NULL;
  }
  text[size] = 0;
  return text;
}

/* The index of loc's file among the page's files (added and read the first time). */
static size_t ht_file_index(ht_page *p, const enc_loc *loc) {
  for (size_t i = 0; i < p->num_files; i++)
    if (!strcmp(p->files[i].file, loc->file) &&
        !strcmp(p->files[i].dir ? p->files[i].dir : "", loc->dir ? loc->dir : ""))
      return i;
  p->files = cb_realloc_array(p->files, p->num_files + 1, sizeof *p->files);
  ht_file *f = &p->files[p->num_files];
  f->dir = loc->dir;
  f->file = loc->file;
  f->text = ht_read(loc->dir, loc->file);
  return p->num_files++;
}

/* ---- the page --------------------------------------------------------------------- */

static const char ht_style[] =
    "body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#f6f7f9}\n"
    "header{padding:12px 20px;background:#fff;border-bottom:1px solid #ddd}\n"
    "h1{font-size:18px;margin:0 0 4px}\n"
    "h1.UNSAFE{color:#b3261e}h1.SAFE{color:#1b7f3b}h1.UNKNOWN{color:#8a5a00}\n"
    "header pre{margin:4px 0 0;font:12px/1.4 ui-monospace,monospace;white-space:pre-wrap}\n"
    ".legend{font-size:12px;color:#555;margin-top:6px}\n"
    ".legend span{display:inline-block;margin-right:14px}\n"
    ".sw{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:4px;"
    "vertical-align:middle}\n"
    "main{display:flex;align-items:flex-start;gap:16px;padding:16px 20px}\n"
    "#lanes{position:relative;flex:1 1 auto;min-width:0}\n"
    "#timeline{display:grid;column-gap:28px;row-gap:6px;position:relative;z-index:1}\n"
    ".lane-head{position:sticky;top:0;background:#e8ecf3;border-radius:6px;padding:6px 8px;"
    "font-weight:600;text-align:center;z-index:2}\n"
    ".lane{background:#eef1f6;border-radius:6px;z-index:0}\n"
    ".step{background:#fff;border:1px solid #c9d1dd;border-left:4px solid #7d8da6;"
    "border-radius:5px;padding:4px 8px;cursor:pointer;z-index:1;min-width:0}\n"
    ".step:hover{border-color:#4e6ea8}\n"
    ".step.selected{outline:2px solid #2f6fde}\n"
    ".step .where{font-size:11px;color:#555;display:flex;gap:8px;white-space:nowrap}\n"
    ".step .file{overflow:hidden;text-overflow:ellipsis}\n"
    ".step.switch{margin-top:22px}\n"
    ".step .num{font-weight:700;color:#1d1d1f}\n"
    ".step .round{margin-left:auto;color:#777}\n"
    ".step code{display:block;font:12px/1.4 ui-monospace,monospace;white-space:pre-wrap;"
    "overflow-wrap:anywhere}\n"
    ".step .note{font:12px/1.4 ui-monospace,monospace;color:#2d4f8a;overflow-wrap:anywhere}\n"
    ".step.call code,.step.return code{color:#6b4fa0}\n"
    ".step.error{background:#fdecea;border-color:#d9534f;border-left-color:#b3261e}\n"
    ".step.error .note.fail{color:#b3261e;font-weight:700}\n"
    ".step.race{background:#fff4e0;border-color:#e69500;border-left-color:#e69500}\n"
    ".step.race .note.race{color:#a35f00;font-weight:700}\n"
    "#arrows{position:absolute;left:0;top:0;pointer-events:none;z-index:3}\n"
    "#arrows .switch{stroke:#4e6ea8;stroke-width:2;fill:none}\n"
    "#arrows .raceline{stroke:#e69500;stroke-width:2.5;stroke-dasharray:6 4;fill:none}\n"
    ".step.blocked{background:#fdecea;border-color:#b3261e}\n"
    ".step.held{border-left-color:#b3261e;border-left-width:6px}\n"
    "#arrows .waitline{stroke:#b3261e;stroke-width:2.5;stroke-dasharray:3 3;fill:none}\n"
    "aside{flex:0 0 38%;max-width:38%;position:sticky;top:8px;background:#fff;"
    "border:1px solid #ddd;border-radius:6px;max-height:calc(100vh - 32px);overflow:auto}\n"
    "aside h2{font-size:13px;margin:0;padding:6px 10px;background:#f0f2f5;position:sticky;"
    "top:0}\n"
    "#source-body{margin:0;font:12px/1.45 ui-monospace,monospace;padding:6px 0}\n"
    "#source-body .ln{display:block;padding:0 10px;white-space:pre}\n"
    "#source-body .ln::before{content:attr(data-line);display:inline-block;width:3.5em;"
    "color:#999;text-align:right;margin-right:12px}\n"
    "#source-body .ln.here{background:#fff3b0}\n"
    "#source-body .ln.here.fail{background:#fbd3cf}\n"
    ".files{display:none}\n";

/* Draws the context-switch arrows and the race's line, and shows the source of a
   clicked step. The boxes and lanes are in the page already. */
static const char ht_script[] =
    "(function(){\n"
    "var tl=document.getElementById('timeline'),svg=document.getElementById('arrows');\n"
    "var NS='http://www.w3.org/2000/svg';\n"
    "function box(el){var a=el.getBoundingClientRect(),b=tl.getBoundingClientRect();\n"
    " return {x:a.left-b.left,y:a.top-b.top,w:a.width,h:a.height};}\n"
    "function path(d,cls,marker){var p=document.createElementNS(NS,'path');\n"
    " p.setAttribute('d',d);p.setAttribute('class',cls);\n"
    " if(marker)p.setAttribute('marker-end','url(#head)');svg.appendChild(p);return p;}\n"
    "function draw(){\n"
    " svg.querySelectorAll('path.switch,path.raceline,path.waitline')"
    ".forEach(function(p){p.remove();});\n"
    " svg.setAttribute('width',tl.scrollWidth);svg.setAttribute('height',tl.scrollHeight);\n"
    " var steps=tl.querySelectorAll('.step');\n"
    " for(var i=1;i<steps.length;i++){if(!steps[i].classList.contains('switch'))continue;\n"
    "  var a=box(steps[i-1]),b=box(steps[i]);\n"
    "  var x1=a.x+a.w/2,y1=a.y+a.h,x2=b.x+b.w/2,y2=b.y;\n"
    "  if(steps[i-1].dataset.thread===steps[i].dataset.thread){x1=a.x+a.w;x2=b.x+b.w;\n"
    "   path('M'+x1+' '+(a.y+a.h/2)+' C'+(x1+24)+' '+(a.y+a.h/2)+' '+(x2+24)+' '+(b.y+b.h/2)+"
    "' '+x2+' '+(b.y+b.h/2),'switch',true).dataset.from=steps[i-1].dataset.step;continue;}\n"
    "  var m=(y1+y2)/2;\n"
    "  path('M'+x1+' '+y1+' C'+x1+' '+m+' '+x2+' '+m+' '+x2+' '+y2,'switch',true)"
    ".dataset.from=steps[i-1].dataset.step;}\n"
    " var race=tl.querySelectorAll('.step.race');\n"
    " if(race.length==2){var c=box(race[0]),d=box(race[1]);\n"
    "  if(c.x>d.x){var e=c;c=d;d=e;}\n"
    "  path('M'+(c.x+c.w)+' '+(c.y+c.h/2)+' L'+d.x+' '+(d.y+d.h/2),'raceline',false);}\n"
    /* a deadlock: from each blocked call to what it waits for (the cycle) */
    " tl.querySelectorAll('.step.blocked[data-waits]').forEach(function(s){\n"
    "  var t=document.getElementById('step-'+s.dataset.waits);if(!t)return;\n"
    "  var a=box(s),b=box(t),right=b.x>a.x;\n"
    "  var x1=right?a.x+a.w:a.x,x2=right?b.x:b.x+b.w,y1=a.y+a.h/2,y2=b.y+b.h/2;\n"
    "  if(a.x===b.x){x1=a.x;x2=b.x;}\n"
    "  var bend=a.x===b.x?-40:(x2-x1)/2;\n"
    "  var p=path('M'+x1+' '+y1+' C'+(x1+bend)+' '+y1+' '+(x2-(a.x===b.x?40:bend))+' '+y2+"
    "' '+x2+' '+y2,'waitline',false);\n"
    "  p.setAttribute('marker-end','url(#wait-head)');p.dataset.from=s.dataset.step;"
    "p.dataset.to=s.dataset.waits;});\n"
    "}\n"
    "function show(step){\n"
    " tl.querySelectorAll('.step.selected').forEach(function(s){s.classList.remove('selected');});\n"
    " step.classList.add('selected');\n"
    " var head=document.getElementById('source-head'),body=document.getElementById('source-body');\n"
    " var src=document.querySelector('.files pre[data-file=\"'+step.dataset.file+'\"]');\n"
    " head.textContent=step.dataset.where;body.textContent='';\n"
    " if(!src){body.textContent='(source not available)';return;}\n"
    " var lines=src.textContent.split('\\n'),line=+step.dataset.line,here=null;\n"
    " for(var i=0;i<lines.length;i++){var s=document.createElement('span');\n"
    "  s.className='ln';s.dataset.line=i+1;s.textContent=lines[i]||' ';\n"
    "  if(i+1===line){s.classList.add('here');if(step.classList.contains('error'))"
    "s.classList.add('fail');here=s;}\n"
    "  body.appendChild(s);}\n"
    " var panel=body.parentNode;\n"
    " if(here)panel.scrollTop=Math.max(0,here.offsetTop-panel.clientHeight/2);}\n"
    "tl.addEventListener('click',function(e){var s=e.target.closest('.step');if(s)show(s);});\n"
    "window.addEventListener('resize',draw);draw();\n"
    "var first=tl.querySelector('.step.error')||tl.querySelector('.step');if(first)show(first);\n"
    "document.body.dataset.ready='yes';\n"
    "})();\n";

/* Removes the text trace from the text report (the timeline shows it): the line
   `trace:` and the indented lines after it, up to the next line that is not indented
   (`race:`, `contexts:`, ...). */
static void ht_drop_trace(char *text) {
  char *start = text ? strstr(text, "\ntrace:\n") : NULL;
  if (!start)
    return;
  char *end = start + 7; /* the newline after `trace:` */
  while (end[0] == '\n' && end[1] == ' ')
    end = strchr(end + 1, '\n') ? strchr(end + 1, '\n') : end + strlen(end);
  memmove(start, end, strlen(end) + 1);
}

/* The verdict line and the lines after it, as the text report has them (not the trace,
   which the timeline shows). */
static void ht_header(ht_page *p) {
  const rep_report *r = p->r;
  char *text = NULL;
  size_t size = 0;
  FILE *mem = open_memstream(&text, &size);
  if (mem) {
    rep_print(mem, r, p->sources);
    fclose(mem);
  }
  ht_drop_trace(text);
  const char *rest = text ? strchr(text, '\n') : NULL;
  fprintf(p->out, "<header><h1 class=\"%s\" id=\"verdict\">", rep_verdict_name(r->verdict));
  char *first = text ? cb_strndup(text, rest ? (size_t)(rest - text) : strlen(text))
                     : cb_strdup(rep_verdict_name(r->verdict));
  ht_esc(p->out, first);
  free(first);
  fputs("</h1>", p->out);
  if (rest && rest[1]) {
    fputs("<pre id=\"summary\">", p->out);
    ht_esc(p->out, rest + 1);
    fputs("</pre>", p->out);
  }
  free(text);
}

static void ht_legend(ht_page *p) {
  fputs("<div class=\"legend\"><span><i class=\"sw\" style=\"background:#fdecea;"
        "border:1px solid #b3261e\"></i>the failing step</span>",
        p->out);
  if (p->r->races)
    fputs("<span><i class=\"sw\" style=\"background:#fff4e0;border:1px solid #e69500\"></i>"
          "the race's two accesses (dashed line)</span>",
          p->out);
  if (p->r->deadlock)
    fputs("<span><i class=\"sw\" style=\"background:#fdecea;border:1px solid #b3261e\"></i>"
          "the deadlock: each blocked call, a red dotted arrow to what it waits for (the "
          "holder's acquisition, thick red edge)</span>",
          p->out);
  fputs("<span>arrows: context switches</span><span>click a step for its source</span>"
        "</div>",
        p->out);
}

static void ht_note(ht_page *p, const enc_step *s) {
  bool fail = s->kind == ENC_STEP_ERROR;
  const char *note = s->note ? s->note : p->r->reason ? p->r->reason : "error";
  fprintf(p->out, "<div class=\"note%s%s\">%s", fail ? " fail" : "",
          s->note_kind == ENC_NOTE_RACE ? " race" : "", fail ? "^ " : "");
  ht_esc(p->out, note);
  fputs("</div>", p->out);
}

/* The code of a step: the call or return, or its source line. */
static void ht_code(ht_page *p, const tl_event *e) {
  const enc_step *h = e->head;
  fputs("<code>", p->out);
  if (tl_is_call(e) || tl_is_return(e)) {
    fputs(tl_is_call(e) ? "-&gt; " : "&lt;- ", p->out);
    ht_esc(p->out, h->function ? h->function : "?");
  } else if (h->loc.file) {
    const char *line = src_line(p->sources, h->loc.dir, h->loc.file, h->loc.line);
    ht_esc(p->out, line ? line : "");
  }
  fputs("</code>", p->out);
}

static void ht_step(ht_page *p, const tl_event *e, size_t row) {
  const enc_step *h = e->head;
  char *where = h->loc.file ? cb_format("%s:%u", h->loc.file, h->loc.line)
                            : cb_strdup("<no location>");
  fprintf(p->out, "<div class=\"step%s%s%s%s%s%s%s\" id=\"step-%u\" data-step=\"%u\" "
                  "data-thread=\"%u\" data-round=\"%u\" data-line=\"%u\"",
          e->error ? " error" : "", e->race ? " race" : "", e->switch_before ? " switch" : "",
          tl_is_call(e) ? " call" : "", tl_is_return(e) ? " return" : "",
          e->blocked ? " blocked" : "", e->held ? " held" : "", e->number, e->number, e->thread,
          e->round, h->loc.line);
  if (e->waits_for)
    fprintf(p->out, " data-waits=\"%u\"", e->waits_for);
  if (h->loc.file)
    fprintf(p->out, " data-file=\"%zu\"", ht_file_index(p, &h->loc));
  fputs(" data-where=\"", p->out);
  ht_esc(p->out, where);
  fprintf(p->out, "\" style=\"grid-column:%u;grid-row:%zu;margin-left:%upx\">", e->thread + 1,
          row + 2, 12 * (e->depth < 8 ? e->depth : 8));
  /* The box shows the file's last component; the title has the whole name. */
  const char *slash = strrchr(where, '/');
  fprintf(p->out, "<div class=\"where\"><span class=\"num\">%u</span><span class=\"file\" "
                  "title=\"", e->number);
  ht_esc(p->out, where);
  fputs("\">", p->out);
  ht_esc(p->out, slash && h->loc.file ? slash + 1 : where);
  fputs("</span>", p->out);
  if (e->round)
    fprintf(p->out, "<span class=\"round\">round %u</span>", e->round);
  fputs("</div>", p->out);
  ht_code(p, e);
  for (size_t i = 0; i < e->num_notes; i++)
    ht_note(p, e->notes[i]);
  fputs("</div>\n", p->out);
  free(where);
}

/* The lanes' headings and backgrounds, then the steps in execution order. */
static void ht_timeline(ht_page *p, const tl_timeline *t) {
  fprintf(p->out, "<div id=\"lanes\"><div id=\"timeline\" style=\"grid-template-columns:"
                  "repeat(%u,minmax(15em,1fr))\">\n",
          t->num_threads);
  for (unsigned thread = 0; thread < t->num_threads; thread++) {
    fprintf(p->out, "<div class=\"lane-head\" data-thread=\"%u\" style=\"grid-column:%u;"
                    "grid-row:1\">thread %u",
            thread, thread + 1, thread);
    if (t->thread_names[thread]) {
      fputs(" (", p->out);
      ht_esc(p->out, t->thread_names[thread]);
      fputc(')', p->out);
    }
    fprintf(p->out, "</div><div class=\"lane\" style=\"grid-column:%u;grid-row:2/%zu\">"
                    "</div>\n",
            thread + 1, t->num_events + 2);
  }
  for (size_t i = 0; i < t->num_events; i++)
    ht_step(p, &t->events[i], i);
  fputs("</div><svg id=\"arrows\" xmlns=\"http://www.w3.org/2000/svg\"><defs><marker "
        "id=\"head\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" "
        "markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10z\" "
        "fill=\"#4e6ea8\"/></marker><marker id=\"wait-head\" viewBox=\"0 0 10 10\" "
        "refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" "
        "orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10z\" fill=\"#b3261e\"/>"
        "</marker></defs></svg></div>\n",
        p->out);
}

/* The source panel, and the files it shows (hidden, read by the script). */
static void ht_sources(ht_page *p) {
  fputs("<aside><h2 id=\"source-head\">source</h2><pre id=\"source-body\"></pre></aside>\n",
        p->out);
  fputs("<div class=\"files\">\n", p->out);
  for (size_t i = 0; i < p->num_files; i++) {
    if (!p->files[i].text)
      continue;
    fprintf(p->out, "<pre data-file=\"%zu\" data-name=\"", i);
    ht_esc(p->out, p->files[i].file);
    fputs("\">", p->out);
    ht_esc(p->out, p->files[i].text);
    fputs("</pre>\n", p->out);
  }
  fputs("</div>\n", p->out);
}

static void ht_page_out(ht_page *p) {
  const rep_report *r = p->r;
  fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
        "<meta name=\"generator\" content=\"cbounds\">\n<title>cbounds: ",
        p->out);
  fputs(rep_verdict_name(r->verdict), p->out);
  fprintf(p->out, "</title>\n<style>\n%s</style></head>\n<body>\n", ht_style);
  ht_header(p);
  tl_timeline timeline;
  tl_build(r, &timeline);
  if (timeline.num_events)
    ht_legend(p);
  fputs("</header>\n", p->out);
  if (timeline.num_events) {
    fputs("<main>\n", p->out);
    ht_timeline(p, &timeline);
    ht_sources(p);
    fputs("</main>\n", p->out);
    fprintf(p->out, "<script>\n%s</script>\n", ht_script);
  }
  fputs("</body></html>\n", p->out);
  tl_free(&timeline);
}

bool ht_write(const char *path, const rep_report *r) {
  char *text = NULL;
  size_t size = 0;
  ht_page page = {open_memstream(&text, &size), r, src_new(), NULL, 0};
  if (!page.out) {
    src_free(page.sources);
    msg_error("cannot write %s: out of memory", path);
    return false;
  }
  ht_page_out(&page);
  bool ok = fclose(page.out) == 0;
  for (size_t i = 0; i < page.num_files; i++)
    free(page.files[i].text);
  free(page.files);
  src_free(page.sources);
  if (!ok)
    msg_error("cannot write %s: out of memory", path);
  ok = ok && of_write(path, text, size);
  free(text);
  return ok;
}
