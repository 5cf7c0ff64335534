/*
 * The download benchmark's native reference: one plain-HTTP GET from 127.0.0.1, its body written to
 * a file, with or without a SHA-256 of it (OpenSSL's, as Node's). It shows what the machine allows
 * for the kit's job without Node, in a given thread layout:
 *
 *   plain         receive and write, one thread (what curl -o does)
 *   one-thread    receive, write, then sha256, one thread (the kit's layout below 64 MiB)
 *   write-thread  receive and sha256 on one thread, the writes on a second one
 *   hash-thread   receive and write on one thread, the sha256 on a second one, each piece handed
 *                 over through a ring of 8 pieces before it is written (the kit's layout for larger
 *                 bundles until 27 Nov 2026)
 *   read-behind   receive and write on one thread; a second one reads the file behind the writes
 *                 (pread, 256 KiB) and hashes it, and the first never waits for it (the kit's layout
 *                 for larger bundles)
 *   read-behind-inflate
 *                 read-behind, and each written piece inflated (zlib's gzip, into one reused 1 MiB
 *                 buffer: a copy and a CRC32 of every byte) on the receiving thread: the kit's whole
 *                 call as shipped for a tar.gz, without the tar headers' parsing. Needs zlib; built
 *                 with -DNO_ZLIB when its headers are missing, and then refuses that layout.
 *
 * Usage: fetch-reference PORT PATH-AND-QUERY OUTPUT LAYOUT
 * Prints one JSON line: {"ms":..,"cpuMs":..,"bytes":..,"inflated":..,"sha256":".."} (cpuMs: all
 * threads; inflated: the bytes inflated, 0 unless read-behind-inflate).
 * Built by bench/lib/native-reference.ts with the machine's cc; not part of the kit.
 */
#define _GNU_SOURCE /* strcasestr */
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <openssl/evp.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>
#ifndef NO_ZLIB
#include <zlib.h>
#endif

#define PIECE (256 * 1024) /* one socket read, as the kit's receive buffer */
#define RING 8             /* pieces received ahead of the second thread, as the kit's ring */

enum layout { PLAIN, ONE_THREAD, WRITE_THREAD, HASH_THREAD, READ_BEHIND, READ_BEHIND_INFLATE };

static unsigned char ring[RING][PIECE];
static size_t ring_length[RING];
static unsigned long produced, consumed;
static int finished;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static int out_fd;
static const char *out_path;
static long long written_total; /* read-behind: bytes in the file, under `lock` */
static enum layout layout;
static EVP_MD_CTX *hash;

static void fail(const char *what) {
  perror(what);
  exit(1);
}

static void write_all(int fd, const unsigned char *bytes, size_t length) {
  for (size_t done = 0; done < length;) {
    ssize_t n = write(fd, bytes + done, length - done);
    if (n <= 0) fail("write");
    done += (size_t)n;
  }
}

/* The second thread: writes (write-thread) or hashes (hash-thread) the pieces in order. */
static void *follower(void *unused) {
  (void)unused;
  for (;;) {
    pthread_mutex_lock(&lock);
    while (consumed == produced && !finished) pthread_cond_wait(&changed, &lock);
    if (consumed == produced) {
      pthread_mutex_unlock(&lock);
      return NULL;
    }
    unsigned long slot = consumed % RING;
    pthread_mutex_unlock(&lock);
    if (layout == WRITE_THREAD) write_all(out_fd, ring[slot], ring_length[slot]);
    else EVP_DigestUpdate(hash, ring[slot], ring_length[slot]);
    pthread_mutex_lock(&lock);
    consumed++;
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&lock);
  }
}

/* read-behind: hashes the file as far as it is written, until the writing is finished. */
static void *reader_behind(void *unused) {
  (void)unused;
  static unsigned char piece[PIECE];
  int fd = -1;
  long long hashed = 0;
  for (;;) {
    pthread_mutex_lock(&lock);
    while (hashed == written_total && !finished) pthread_cond_wait(&changed, &lock);
    long long target = written_total;
    pthread_mutex_unlock(&lock);
    if (hashed == target) break; /* finished, and all hashed */
    if (fd < 0 && (fd = open(out_path, O_RDONLY)) < 0) fail("open behind");
    while (hashed < target) {
      size_t want = target - hashed < PIECE ? (size_t)(target - hashed) : PIECE;
      ssize_t n = pread(fd, piece, want, hashed);
      if (n <= 0) fail("pread");
      EVP_DigestUpdate(hash, piece, (size_t)n);
      hashed += n;
    }
  }
  if (fd >= 0) close(fd);
  return NULL;
}

/* read-behind: `length` more bytes are in the file. */
static void tell_written(size_t length) {
  pthread_mutex_lock(&lock);
  written_total += (long long)length;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&lock);
}

#ifndef NO_ZLIB
static z_stream gunzip;
static unsigned char inflated_piece[1024 * 1024];
static long long inflated;
static int gunzip_ended;

/* Inflates the next compressed bytes (one gzip member); what follows its end is not inflated. */
static void inflate_piece(const unsigned char *bytes, size_t length) {
  gunzip.next_in = (unsigned char *)bytes;
  gunzip.avail_in = (uInt)length;
  while (gunzip.avail_in > 0 && !gunzip_ended) {
    gunzip.next_out = inflated_piece;
    gunzip.avail_out = sizeof inflated_piece;
    int status = inflate(&gunzip, Z_NO_FLUSH);
    if (status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR) {
      fprintf(stderr, "inflate: %s\n", gunzip.msg ? gunzip.msg : "error");
      exit(1);
    }
    inflated += (long long)(sizeof inflated_piece - gunzip.avail_out);
    if (status == Z_STREAM_END) gunzip_ended = 1;
  }
}
#endif

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static double cpu_ms(void) {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3 +
         (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
}

int main(int argc, char **argv) {
  if (argc != 5) {
    fprintf(stderr, "usage: fetch-reference PORT PATH-AND-QUERY OUTPUT "
                    "plain|one-thread|write-thread|hash-thread|read-behind|read-behind-inflate\n");
    return 2;
  }
  if (strcmp(argv[4], "plain") == 0) layout = PLAIN;
  else if (strcmp(argv[4], "one-thread") == 0) layout = ONE_THREAD;
  else if (strcmp(argv[4], "write-thread") == 0) layout = WRITE_THREAD;
  else if (strcmp(argv[4], "hash-thread") == 0) layout = HASH_THREAD;
  else if (strcmp(argv[4], "read-behind") == 0) layout = READ_BEHIND;
  else if (strcmp(argv[4], "read-behind-inflate") == 0) layout = READ_BEHIND_INFLATE;
  else {
    fprintf(stderr, "unknown layout %s\n", argv[4]);
    return 2;
  }
#ifdef NO_ZLIB
  if (layout == READ_BEHIND_INFLATE) {
    fprintf(stderr, "built without zlib: no read-behind-inflate\n");
    return 2;
  }
#else
  if (layout == READ_BEHIND_INFLATE && inflateInit2(&gunzip, 16 + MAX_WBITS) != Z_OK) fail("inflateInit2");
#endif
  int port = atoi(argv[1]);
  double started = now_ms();

  int sock = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons((unsigned short)port)};
  inet_pton(AF_INET, "127.0.0.1", &address.sin_addr);
  if (sock < 0 || connect(sock, (struct sockaddr *)&address, sizeof address) != 0) fail("connect");
  char request[16384];
  int request_length = snprintf(request, sizeof request,
                                "GET %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n", argv[2], port);
  if (request_length <= 0 || request_length >= (int)sizeof request) fail("request too long");
  write_all(sock, (unsigned char *)request, (size_t)request_length);

  out_path = argv[3];
  out_fd = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (out_fd < 0) fail("open");
  int hash_thread = layout == HASH_THREAD;
  int behind = layout == READ_BEHIND || layout == READ_BEHIND_INFLATE;
  int two_threads = layout == WRITE_THREAD || hash_thread;
  hash = EVP_MD_CTX_new();
  if (!hash || EVP_DigestInit_ex(hash, EVP_sha256(), NULL) != 1) fail("sha256");
  pthread_t second_thread;
  if (two_threads && pthread_create(&second_thread, NULL, follower, NULL) != 0) fail("thread");
  if (behind && pthread_create(&second_thread, NULL, reader_behind, NULL) != 0) fail("thread");

  /* The answer's head: status 200 and a Content-Length, then the body's first bytes. */
  static char head[65536];
  size_t head_length = 0;
  char *head_end = NULL;
  while (!head_end) {
    if (head_length == sizeof head - 1) fail("head too long");
    ssize_t n = read(sock, head + head_length, sizeof head - 1 - head_length);
    if (n <= 0) fail("read head");
    head_length += (size_t)n;
    head[head_length] = 0;
    head_end = strstr(head, "\r\n\r\n");
  }
  if (strncmp(head, "HTTP/1.1 200", 12) != 0) {
    fprintf(stderr, "not a 200 answer: %.40s\n", head);
    return 1;
  }
  char *length_header = strcasestr(head, "\r\ncontent-length:");
  if (!length_header || length_header > head_end) fail("no content-length");
  long long expected = atoll(length_header + 17);
  size_t early = head_length - (size_t)(head_end + 4 - head);
  write_all(out_fd, (unsigned char *)head_end + 4, early);
#ifndef NO_ZLIB
  if (layout == READ_BEHIND_INFLATE) inflate_piece((unsigned char *)head_end + 4, early);
#endif
  /* Before any piece is handed over: the second thread touches the hash only after that. */
  if (behind) tell_written(early);
  else if (layout != PLAIN) EVP_DigestUpdate(hash, head_end + 4, early);
  long long received = (long long)early;

  while (received < expected) {
    unsigned long slot = 0;
    if (two_threads) {
      pthread_mutex_lock(&lock);
      while (produced - consumed == RING) pthread_cond_wait(&changed, &lock);
      slot = produced % RING;
      pthread_mutex_unlock(&lock);
    }
    size_t want = expected - received < PIECE ? (size_t)(expected - received) : PIECE;
    ssize_t n = read(sock, ring[slot], want);
    if (n <= 0) fail("read body");
    received += n;
    if (two_threads) {
      if (layout == WRITE_THREAD) EVP_DigestUpdate(hash, ring[slot], (size_t)n);
      pthread_mutex_lock(&lock);
      ring_length[slot] = (size_t)n;
      produced++;
      pthread_cond_broadcast(&changed);
      pthread_mutex_unlock(&lock);
      /* The slot is read, not reused, until this thread's next read: writing it here is safe. */
      if (hash_thread) write_all(out_fd, ring[slot], (size_t)n);
    } else {
      write_all(out_fd, ring[slot], (size_t)n);
      if (layout == ONE_THREAD) EVP_DigestUpdate(hash, ring[slot], (size_t)n);
      if (behind) tell_written((size_t)n);
#ifndef NO_ZLIB
      if (layout == READ_BEHIND_INFLATE) inflate_piece(ring[slot], (size_t)n);
#endif
    }
  }
  if (two_threads || behind) {
    pthread_mutex_lock(&lock);
    finished = 1;
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&lock);
    pthread_join(second_thread, NULL);
  }
  unsigned char digest[32];
  unsigned int digest_length = 0;
  EVP_DigestFinal_ex(hash, digest, &digest_length);
  if (close(out_fd) != 0) fail("close");
  double ended = now_ms();

  long long inflated_bytes = 0;
#ifndef NO_ZLIB
  if (layout == READ_BEHIND_INFLATE) {
    if (!gunzip_ended) {
      fprintf(stderr, "inflate: the gzip member did not end\n");
      return 1;
    }
    inflated_bytes = inflated;
    inflateEnd(&gunzip);
  }
#endif
  printf("{\"ms\":%.1f,\"cpuMs\":%.1f,\"bytes\":%lld,\"inflated\":%lld,\"sha256\":\"", ended - started,
         cpu_ms(), received, inflated_bytes);
  if (layout != PLAIN) /* nothing was hashed */
    for (unsigned int i = 0; i < digest_length; i++) printf("%02x", digest[i]);
  printf("\"}\n");
  return 0;
}
