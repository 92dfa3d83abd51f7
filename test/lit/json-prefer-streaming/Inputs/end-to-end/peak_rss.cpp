// peak_rss: runs a command and checks its peak resident set size as the OS
// reports it (wait4's ru_maxrss, KiB on Linux). A small C++ program rather
// than a Python script: a child forked from Python starts out with the
// interpreter's own pages, which its ru_maxrss then counts (about 14 MiB).
//
//   peak_rss [--above-ratio R] [--below-mib M] --of FILE -- COMMAND ARGS...
//
// Prints "peak RSS <KiB> KiB (<MiB> MiB), <x>x the <n>-byte input" on stderr;
// the command's output is left alone. Exit 1 when a bound is not met, the
// command's own status when it fails.
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

int main(int argc, char** argv) {
  double above = -1, below_mib = -1;
  const char* of = nullptr;
  int i = 1;
  for (; i < argc && std::strcmp(argv[i], "--") != 0; ++i) {
    if (i + 1 >= argc) break;
    if (std::strcmp(argv[i], "--above-ratio") == 0) above = std::atof(argv[++i]);
    else if (std::strcmp(argv[i], "--below-mib") == 0) below_mib = std::atof(argv[++i]);
    else if (std::strcmp(argv[i], "--of") == 0) of = argv[++i];
  }
  if (i + 1 >= argc || of == nullptr) {
    std::fprintf(stderr, "usage: peak_rss [--above-ratio R] [--below-mib M] --of FILE -- COMMAND...\n");
    return 2;
  }
  struct stat st {};
  if (stat(of, &st) != 0) {
    std::perror(of);
    return 2;
  }
  const pid_t pid = fork();
  if (pid == 0) {
    execvp(argv[i + 1], argv + i + 1);
    std::perror(argv[i + 1]);
    _exit(127);
  }
  int status = 0;
  struct rusage usage {};
  if (pid < 0 || wait4(pid, &status, 0, &usage) != pid) {
    std::perror("peak_rss");
    return 2;
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
  const double kib = static_cast<double>(usage.ru_maxrss);
  const double ratio = kib * 1024 / static_cast<double>(st.st_size);
  std::fprintf(stderr, "peak RSS %.0f KiB (%.1f MiB), %.2fx the %lld-byte input\n", kib, kib / 1024, ratio,
               static_cast<long long>(st.st_size));
  int failed = 0;
  if (above >= 0 && ratio <= above) {
    std::fprintf(stderr, "peak_rss: not above %.2fx the input\n", above);
    failed = 1;
  }
  if (below_mib >= 0 && kib >= below_mib * 1024) {
    std::fprintf(stderr, "peak_rss: not below %.1f MiB\n", below_mib);
    failed = 1;
  }
  return failed;
}
