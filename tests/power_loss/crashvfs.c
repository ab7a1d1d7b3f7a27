/*
 * crashvfs: a crash-simulating SQLite VFS for the power-loss test, loaded with LD_PRELOAD.
 *
 * Its constructor wraps the process's default VFS (unix) and registers the wrapper as the new
 * default, so every connection the stdlib sqlite3 module opens goes through it. It models a
 * disk with a volatile write cache, like SQLite's own crash tests (src/test6.c):
 *
 *  - xWrite goes to the real file at once (so reads see it), but everything written to a file
 *    since that file's last xSync is remembered: the bytes each 512-byte sector held at the
 *    last sync, and every write since, in order. Every handle on the same path shares that
 *    state, as the page cache of one inode would.
 *  - xSync makes a file's writes durable: it forgets them. (No real fsync is needed: the test
 *    never loses real power, the real file in the OS cache is "the platter".)
 *  - The power cut happens at the start of the N-th write/sync/truncate after crashvfs_arm(N)
 *    (or at the next one after SIGUSR1). It walks every file's unsynced writes in order and
 *    keeps each (write, sector) piece with probability keep (0: drop them all), rebuilds each
 *    touched sector from its synced bytes plus the kept pieces, trims the file back to what
 *    survived, says on stderr how many unsynced sector writes it dropped, and _exit()s at
 *    once: nothing else reaches any file.
 *
 * Not modelled (taken as durable when they happen): creating, deleting and truncating a file
 * (a truncate first makes the file's earlier writes durable), i.e. no directory fsync is
 * checked; and the WAL index (-shm), which SQLite rebuilds after a crash anyway.
 *
 * Exported for the test (via ctypes): crashvfs_arm, crashvfs_ops, crashvfs_opened,
 * crashvfs_unsynced_bytes. CRASHVFS_AFTER_OPS, CRASHVFS_SEED and CRASHVFS_KEEP in the
 * environment arm it from the start instead.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <signal.h>
#include <sqlite3.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define SECTOR 512
#define CUT_EXIT_CODE 86

typedef struct Piece { /* one write since the last sync */
    sqlite3_int64 off;
    int n;
    unsigned char *data;
    struct Piece *next;
} Piece;

typedef struct Saved { /* what a sector held at the last sync */
    sqlite3_int64 index;
    int valid; /* bytes of the sector below the synced size */
    unsigned char data[SECTOR];
    struct Saved *next;
} Saved;

typedef struct Inode {
    char *path;
    sqlite3_int64 synced_size; /* size at the last sync; set by the first write after it */
    Piece *first, *last;
    Saved *saved;
    struct Inode *next;
} Inode;

typedef struct CrashFile {
    sqlite3_file base;
    Inode *inode; /* NULL for files without a name (temporary files): plain pass-through */
    int main_db;  /* the database file itself (not its WAL or journal) */
    sqlite3_file *real;
} CrashFile;

static sqlite3_vfs *real_vfs;
static sqlite3_vfs crash_vfs;
static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
static Inode *inodes;
static long long ops;      /* writes, syncs and truncates so far */
static long long opened;   /* files opened through this VFS */
static long long db_syncs; /* syncs of a database file (in WAL mode: checkpoints) */
static long long cut_at;   /* cut at this op (0: not armed) */
static double keep_prob;   /* probability that an unsynced piece survives the cut */
static uint64_t rng_state = 88172645463325252ULL;
static volatile sig_atomic_t cut_requested;

static uint64_t next_random(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static int keep_piece(void) {
    if (keep_prob <= 0.0) return 0;
    return (double)(next_random() >> 11) / (double)(1ULL << 53) < keep_prob;
}

/* ---- the volatile cache -------------------------------------------------------------- */

static Inode *inode_of(const char *path) {
    for (Inode *i = inodes; i; i = i->next)
        if (strcmp(i->path, path) == 0) return i;
    Inode *i = calloc(1, sizeof *i);
    if (!i) abort();
    i->path = strdup(path);
    if (!i->path) abort();
    i->synced_size = -1;
    i->next = inodes;
    inodes = i;
    return i;
}

static void forget(Inode *i) { /* the writes became durable (or the file is gone) */
    for (Piece *p = i->first, *n; p; p = n) {
        n = p->next;
        free(p->data);
        free(p);
    }
    for (Saved *s = i->saved, *n; s; s = n) {
        n = s->next;
        free(s);
    }
    i->first = i->last = NULL;
    i->saved = NULL;
    i->synced_size = -1;
}

static Saved *saved_sector(Inode *i, sqlite3_int64 index) {
    for (Saved *s = i->saved; s; s = s->next)
        if (s->index == index) return s;
    return NULL;
}

/* Remember what the sectors under [off, off+n) held at the last sync, then the write itself. */
static int remember(CrashFile *f, const void *buf, int n, sqlite3_int64 off) {
    Inode *i = f->inode;
    if (i->synced_size < 0) {
        sqlite3_int64 size = 0;
        int rc = f->real->pMethods->xFileSize(f->real, &size);
        if (rc != SQLITE_OK) return rc;
        i->synced_size = size;
    }
    for (sqlite3_int64 s = off / SECTOR; s <= (off + n - 1) / SECTOR; s++) {
        if (saved_sector(i, s)) continue;
        Saved *saved = calloc(1, sizeof *saved);
        if (!saved) return SQLITE_NOMEM;
        saved->index = s;
        sqlite3_int64 start = s * SECTOR;
        sqlite3_int64 valid = i->synced_size - start;
        saved->valid = valid <= 0 ? 0 : (valid >= SECTOR ? SECTOR : (int)valid);
        if (saved->valid > 0) {
            int rc = f->real->pMethods->xRead(f->real, saved->data, saved->valid, start);
            if (rc != SQLITE_OK && rc != SQLITE_IOERR_SHORT_READ) {
                free(saved);
                return rc;
            }
        }
        saved->next = i->saved;
        i->saved = saved;
    }
    Piece *p = calloc(1, sizeof *p);
    if (!p) return SQLITE_NOMEM;
    p->data = malloc(n);
    if (!p->data) {
        free(p);
        return SQLITE_NOMEM;
    }
    memcpy(p->data, buf, n);
    p->off = off;
    p->n = n;
    if (i->last) i->last->next = p; else i->first = p;
    i->last = p;
    return SQLITE_OK;
}

/* The power cut: rebuild every touched sector from the synced bytes and the kept pieces. */
static void cut_power(void) {
    long long pieces = 0, kept = 0;
    for (Inode *i = inodes; i; i = i->next) {
        if (!i->first) continue;
        int fd = open(i->path, O_RDWR);
        if (fd < 0) continue; /* deleted meanwhile: nothing to drop */
        sqlite3_int64 new_size = i->synced_size < 0 ? 0 : i->synced_size;
        /* First the content and extent of each touched sector after the cut ... */
        for (Saved *s = i->saved; s; s = s->next) {
            sqlite3_int64 start = s->index * SECTOR;
            int end = s->valid; /* bytes of this sector that exist after the cut */
            memset(s->data + s->valid, 0, SECTOR - s->valid);
            for (Piece *p = i->first; p; p = p->next) {
                sqlite3_int64 lo = p->off > start ? p->off : start;
                sqlite3_int64 hi = p->off + p->n < start + SECTOR ? p->off + p->n : start + SECTOR;
                if (lo >= hi) continue;
                pieces++;
                if (!keep_piece()) continue;
                kept++;
                memcpy(s->data + (lo - start), p->data + (lo - p->off), (size_t)(hi - lo));
                if (hi - start > end) end = (int)(hi - start);
            }
            if (start + end > new_size) new_size = start + end;
        }
        /* ... then write them back up to the new end of the file (a dropped piece below a kept
           one is a hole of zeros: the real file still holds what was written there). */
        for (Saved *s = i->saved; s; s = s->next) {
            sqlite3_int64 start = s->index * SECTOR;
            sqlite3_int64 len = new_size - start < SECTOR ? new_size - start : SECTOR;
            if (len > 0 && pwrite(fd, s->data, (size_t)len, start) != len) _exit(CUT_EXIT_CODE + 1);
        }
        if (ftruncate(fd, new_size) != 0) _exit(CUT_EXIT_CODE + 1);
        close(fd);
    }
    dprintf(2, "crashvfs: power cut at operation %lld (after %lld database syncs): %lld unsynced sector"
            " writes, %lld dropped\n", ops, db_syncs, pieces, pieces - kept);
    _exit(CUT_EXIT_CODE);
}

/* Count one write/sync/truncate; cut the power instead of doing it when its time has come. */
static void tick(void) {
    ops++;
    if (cut_requested || (cut_at > 0 && ops >= cut_at)) cut_power();
}

/* ---- the file methods ------------------------------------------------------------------ */

#define REAL(f) (((CrashFile *)(f))->real)

static int cClose(sqlite3_file *f) {
    int rc = REAL(f)->pMethods ? REAL(f)->pMethods->xClose(REAL(f)) : SQLITE_OK;
    return rc;
}
static int cRead(sqlite3_file *f, void *b, int n, sqlite3_int64 o) {
    return REAL(f)->pMethods->xRead(REAL(f), b, n, o);
}
static int cWrite(sqlite3_file *f, const void *b, int n, sqlite3_int64 o) {
    CrashFile *c = (CrashFile *)f;
    if (!c->inode) return c->real->pMethods->xWrite(c->real, b, n, o);
    pthread_mutex_lock(&mutex);
    tick();
    int rc = remember(c, b, n, o);
    if (rc == SQLITE_OK) rc = c->real->pMethods->xWrite(c->real, b, n, o);
    pthread_mutex_unlock(&mutex);
    return rc;
}
static int cTruncate(sqlite3_file *f, sqlite3_int64 size) {
    CrashFile *c = (CrashFile *)f;
    if (!c->inode) return c->real->pMethods->xTruncate(c->real, size);
    pthread_mutex_lock(&mutex);
    tick();
    forget(c->inode);
    int rc = c->real->pMethods->xTruncate(c->real, size);
    pthread_mutex_unlock(&mutex);
    return rc;
}
static int cSync(sqlite3_file *f, int flags) {
    CrashFile *c = (CrashFile *)f;
    (void)flags;
    if (!c->inode) return SQLITE_OK;
    pthread_mutex_lock(&mutex);
    tick();
    forget(c->inode);
    db_syncs += c->main_db;
    pthread_mutex_unlock(&mutex);
    return SQLITE_OK;
}
static int cFileSize(sqlite3_file *f, sqlite3_int64 *s) { return REAL(f)->pMethods->xFileSize(REAL(f), s); }
static int cLock(sqlite3_file *f, int l) { return REAL(f)->pMethods->xLock(REAL(f), l); }
static int cUnlock(sqlite3_file *f, int l) { return REAL(f)->pMethods->xUnlock(REAL(f), l); }
static int cCheckReservedLock(sqlite3_file *f, int *r) {
    return REAL(f)->pMethods->xCheckReservedLock(REAL(f), r);
}
static int cFileControl(sqlite3_file *f, int op, void *a) {
    if (op == SQLITE_FCNTL_VFSNAME) {
        *(char **)a = sqlite3_mprintf("crash");
        return SQLITE_OK;
    }
    return REAL(f)->pMethods->xFileControl(REAL(f), op, a);
}
static int cSectorSize(sqlite3_file *f) { return REAL(f)->pMethods->xSectorSize(REAL(f)); }
static int cDeviceCharacteristics(sqlite3_file *f) {
    return REAL(f)->pMethods->xDeviceCharacteristics(REAL(f));
}
static int cShmMap(sqlite3_file *f, int pg, int sz, int ext, void volatile **pp) {
    return REAL(f)->pMethods->xShmMap(REAL(f), pg, sz, ext, pp);
}
static int cShmLock(sqlite3_file *f, int off, int n, int flags) {
    return REAL(f)->pMethods->xShmLock(REAL(f), off, n, flags);
}
static void cShmBarrier(sqlite3_file *f) { REAL(f)->pMethods->xShmBarrier(REAL(f)); }
static int cShmUnmap(sqlite3_file *f, int del) { return REAL(f)->pMethods->xShmUnmap(REAL(f), del); }
static int cFetch(sqlite3_file *f, sqlite3_int64 o, int n, void **pp) {
    return REAL(f)->pMethods->xFetch(REAL(f), o, n, pp);
}
static int cUnfetch(sqlite3_file *f, sqlite3_int64 o, void *p) {
    return REAL(f)->pMethods->xUnfetch(REAL(f), o, p);
}

static sqlite3_io_methods crash_io = {
    3, cClose, cRead, cWrite, cTruncate, cSync, cFileSize, cLock, cUnlock, cCheckReservedLock,
    cFileControl, cSectorSize, cDeviceCharacteristics, cShmMap, cShmLock, cShmBarrier, cShmUnmap,
    cFetch, cUnfetch,
};

/* ---- the VFS ----------------------------------------------------------------------------- */

static int vOpen(sqlite3_vfs *v, const char *name, sqlite3_file *f, int flags, int *out) {
    (void)v;
    CrashFile *c = (CrashFile *)f;
    memset(c, 0, sizeof *c);
    c->real = (sqlite3_file *)&c[1];
    int rc = real_vfs->xOpen(real_vfs, name, c->real, flags, out);
    if (rc != SQLITE_OK || !c->real->pMethods) return rc;
    pthread_mutex_lock(&mutex);
    opened++;
    pthread_mutex_unlock(&mutex);
    if (name) {
        pthread_mutex_lock(&mutex);
        c->inode = inode_of(name);
        pthread_mutex_unlock(&mutex);
    }
    c->main_db = (flags & SQLITE_OPEN_MAIN_DB) != 0;
    c->base.pMethods = &crash_io;
    return rc;
}
static int vDelete(sqlite3_vfs *v, const char *name, int dirsync) {
    (void)v;
    pthread_mutex_lock(&mutex);
    for (Inode *i = inodes; i; i = i->next)
        if (strcmp(i->path, name) == 0) forget(i);
    pthread_mutex_unlock(&mutex);
    return real_vfs->xDelete(real_vfs, name, dirsync);
}
static int vAccess(sqlite3_vfs *v, const char *n, int f, int *r) {
    (void)v;
    return real_vfs->xAccess(real_vfs, n, f, r);
}
static int vFullPathname(sqlite3_vfs *v, const char *n, int sz, char *out) {
    (void)v;
    return real_vfs->xFullPathname(real_vfs, n, sz, out);
}
static void *vDlOpen(sqlite3_vfs *v, const char *n) {
    (void)v;
    return real_vfs->xDlOpen(real_vfs, n);
}
static void vDlError(sqlite3_vfs *v, int n, char *m) {
    (void)v;
    real_vfs->xDlError(real_vfs, n, m);
}
static void (*vDlSym(sqlite3_vfs *v, void *h, const char *s))(void) {
    (void)v;
    return real_vfs->xDlSym(real_vfs, h, s);
}
static void vDlClose(sqlite3_vfs *v, void *h) {
    (void)v;
    real_vfs->xDlClose(real_vfs, h);
}
static int vRandomness(sqlite3_vfs *v, int n, char *out) {
    (void)v;
    return real_vfs->xRandomness(real_vfs, n, out);
}
static int vSleep(sqlite3_vfs *v, int us) {
    (void)v;
    return real_vfs->xSleep(real_vfs, us);
}
static int vCurrentTime(sqlite3_vfs *v, double *t) {
    (void)v;
    return real_vfs->xCurrentTime(real_vfs, t);
}
static int vGetLastError(sqlite3_vfs *v, int n, char *m) {
    (void)v;
    return real_vfs->xGetLastError(real_vfs, n, m);
}
static int vCurrentTimeInt64(sqlite3_vfs *v, sqlite3_int64 *t) {
    (void)v;
    return real_vfs->xCurrentTimeInt64(real_vfs, t);
}

static void on_sigusr1(int sig) {
    (void)sig;
    cut_requested = 1;
}

__attribute__((constructor)) static void crashvfs_register(void) {
    real_vfs = sqlite3_vfs_find(NULL);
    if (!real_vfs) abort();
    crash_vfs.iVersion = 2;
    crash_vfs.szOsFile = (int)sizeof(CrashFile) + real_vfs->szOsFile;
    crash_vfs.mxPathname = real_vfs->mxPathname;
    crash_vfs.zName = "crash";
    crash_vfs.xOpen = vOpen;
    crash_vfs.xDelete = vDelete;
    crash_vfs.xAccess = vAccess;
    crash_vfs.xFullPathname = vFullPathname;
    crash_vfs.xDlOpen = vDlOpen;
    crash_vfs.xDlError = vDlError;
    crash_vfs.xDlSym = vDlSym;
    crash_vfs.xDlClose = vDlClose;
    crash_vfs.xRandomness = vRandomness;
    crash_vfs.xSleep = vSleep;
    crash_vfs.xCurrentTime = vCurrentTime;
    crash_vfs.xGetLastError = vGetLastError;
    crash_vfs.xCurrentTimeInt64 = vCurrentTimeInt64;
    if (sqlite3_vfs_register(&crash_vfs, 1) != SQLITE_OK) abort();
    signal(SIGUSR1, on_sigusr1);
    const char *after = getenv("CRASHVFS_AFTER_OPS");
    const char *seed = getenv("CRASHVFS_SEED");
    const char *keep = getenv("CRASHVFS_KEEP");
    if (seed) rng_state = strtoull(seed, NULL, 10) * 2654435761ULL + 1;
    if (keep) keep_prob = strtod(keep, NULL);
    if (after) cut_at = strtoll(after, NULL, 10);
}

/* ---- for the test (ctypes) ---------------------------------------------------------------- */

/* Cut the power at the `after`-th write/sync/truncate from now (0: disarm). `keep` is the
   probability that an unsynced (write, sector) piece survives; `seed` drives those choices. */
void crashvfs_arm(long long after, unsigned long long seed, double keep) {
    pthread_mutex_lock(&mutex);
    rng_state = seed * 2654435761ULL + 1;
    keep_prob = keep;
    cut_at = after > 0 ? ops + after : 0;
    pthread_mutex_unlock(&mutex);
}

/* Writes, syncs and truncates that went through the VFS so far (proof that it is in use). */
long long crashvfs_ops(void) {
    pthread_mutex_lock(&mutex);
    long long n = ops;
    pthread_mutex_unlock(&mutex);
    return n;
}

/* Files opened through the VFS so far (proof that SQLite uses it). */
long long crashvfs_opened(void) {
    pthread_mutex_lock(&mutex);
    long long n = opened;
    pthread_mutex_unlock(&mutex);
    return n;
}

/* How many bytes of unsynced writes would be at stake if the power went now. */
long long crashvfs_unsynced_bytes(void) {
    long long n = 0;
    pthread_mutex_lock(&mutex);
    for (Inode *i = inodes; i; i = i->next)
        for (Piece *p = i->first; p; p = p->next) n += p->n;
    pthread_mutex_unlock(&mutex);
    return n;
}
