// bookstore: exports and summarizes a bookstore's orders, in constant memory.
//
//   bookstore export N [FILE]                  N orders as one JSON array (default: stdout)
//   bookstore summary list|stream|reader [FILE]
//                                              order count, revenue and distinct customers
//                                              (default: stdin), three ways:
//     list    the whole array into a std::vector<Order>  (memory grows with the orders)
//     stream  tidyjson::deserialize_stream<Order>         (one order at a time, reused)
//     reader  tidyjson::reader::read_each, summing lineTotal inside "items" only
//   --progress                                 a progress bar on stderr when it is a terminal
//   --help                                     the usage, on stdout
//
// A bad argument (an unknown command, mode or option, a count that is not an
// integer from 0 to 30,000,000, one argument too many) prints what is wrong
// and the usage on stderr and exits with 2.
// Every command prints its time, throughput and the process's peak resident
// memory on stderr; the results go to stdout.
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <charconv>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <iterator>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "model.hpp"

namespace {

using clock_type = std::chrono::steady_clock;

double peak_rss_mb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;  // ru_maxrss is in KiB on Linux
}

/// A progress bar on stderr, drawn only when stderr is a terminal.
class progress {
 public:
  progress(bool wanted, std::uint64_t total) : on_(wanted && isatty(2) != 0 && total > 0), total_(total) {}
  void update(std::uint64_t done) {
    if (!on_) return;
    const auto percent = static_cast<int>(done * 100 / total_);
    if (percent == last_) return;
    last_ = percent;
    std::string bar(static_cast<std::size_t>(percent / 2), '#');
    bar.resize(50, '.');
    std::fprintf(stderr, "\r[%s] %3d%%", bar.c_str(), percent);
    std::fflush(stderr);
  }
  ~progress() {
    if (on_) std::fputs("\r\033[K", stderr);
  }

 private:
  bool on_;
  std::uint64_t total_;
  int last_ = -1;
};

void report(const char* what, std::uint64_t bytes, clock_type::time_point start) {
  const double seconds = std::chrono::duration<double>(clock_type::now() - start).count();
  const double mb = static_cast<double>(bytes) / 1e6;
  std::fprintf(stderr, "%s: %.1f MB in %.3f s (%.0f MB/s), peak RSS %.1f MB\n", what, mb, seconds,
               seconds > 0 ? mb / seconds : 0.0, peak_rss_mb());
}

/// N generated orders as an input range; one Order is reused throughout.
class generated_orders {
 public:
  generated_orders(std::uint64_t count, progress& bar) : count_(count), bar_(&bar) {}
  class iterator {
   public:
    using value_type = bookstore::Order;
    using difference_type = std::ptrdiff_t;
    iterator() = default;
    explicit iterator(generated_orders* r) : r_(r) { r_->advance(); }
    const bookstore::Order& operator*() const { return r_->current_; }
    iterator& operator++() {
      r_->advance();
      return *this;
    }
    void operator++(int) { ++*this; }
    friend bool operator==(const iterator& it, std::default_sentinel_t) { return it.r_->made_ > it.r_->count_; }

   private:
    generated_orders* r_ = nullptr;
  };
  iterator begin() { return iterator(this); }
  std::default_sentinel_t end() const { return {}; }

 private:
  void advance() {
    if (++made_ <= count_) gen_.next(current_);
    if ((made_ & 0x3FFF) == 0) bar_->update(made_);
  }
  std::uint64_t count_;
  std::uint64_t made_ = 0;
  bookstore::order_generator gen_;
  bookstore::Order current_;
  progress* bar_;
};

int open_input(const char* path) {
  if (path == nullptr) return 0;
  const int fd = ::open(path, O_RDONLY);
  if (fd < 0) std::fprintf(stderr, "bookstore: cannot open %s: %s\n", path, std::strerror(errno));
  return fd;
}

std::uint64_t file_size(int fd) {
  struct stat st {};
  return fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? static_cast<std::uint64_t>(st.st_size) : 0;
}

struct summary {
  std::uint64_t orders = 0;
  tidyjson::decimal revenue;
  std::set<std::string> customers;
  void print() const {
    std::printf("orders: %llu\nrevenue: %s\ncustomers: %zu\n", static_cast<unsigned long long>(orders),
                revenue.to_string().c_str(), customers.size());
  }
};

int do_export(std::uint64_t count, const char* path, bool show_progress) {
  const int fd = path != nullptr ? ::open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644) : 1;
  if (fd < 0) {
    std::fprintf(stderr, "bookstore: cannot create %s: %s\n", path, std::strerror(errno));
    return 1;
  }
  const auto start = clock_type::now();
  progress bar(show_progress, count);
  generated_orders orders(count, bar);
  std::uint64_t bytes = 0;
  // Count what goes out while writing it, in 64 KiB chunks.
  tidyjson::serialize_stream(
      [&](std::string_view chunk) {
        bytes += chunk.size();
        const char* p = chunk.data();
        std::size_t n = chunk.size();
        while (n > 0) {
          const ssize_t w = ::write(fd, p, n);
          if (w < 0) {
            if (errno == EINTR) continue;
            return false;
          }
          p += w;
          n -= static_cast<std::size_t>(w);
        }
        return true;
      },
      orders, bookstore::BookstoreJson{});
  if (path != nullptr) ::close(fd);
  report("export", bytes, start);
  return 0;
}

int summary_list(int fd, bool show_progress) {
  const auto start = clock_type::now();
  const std::uint64_t size = file_size(fd);
  progress bar(show_progress, size);
  // Read from the descriptor, the array element by element: memory holds the
  // orders, not the file's text as well.
  // NOLINTNEXTLINE(json-prefer-streaming): the list mode measures the whole-array read on purpose
  const auto orders = tidyjson::deserialize<std::vector<bookstore::Order>>(tidyjson::fd{fd}, bookstore::BookstoreJson{});
  bar.update(size);
  summary s;
  for (const bookstore::Order& o : orders) {
    ++s.orders;
    s.revenue += o.total;
    s.customers.insert(o.customer);
  }
  s.print();
  report("summary list", size, start);
  return 0;
}

int summary_stream(int fd, bool show_progress) {
  const auto start = clock_type::now();
  progress bar(show_progress, file_size(fd));
  summary s;
  // Every order is read into the same object: its strings and vectors keep
  // their capacity, so the loop hardly allocates.
  auto orders = tidyjson::deserialize_stream<bookstore::Order>(tidyjson::fd{fd}, bookstore::BookstoreJson{}).reuse_elements();
  std::uint64_t approx = 0;
  for (const bookstore::Order& o : orders) {
    ++s.orders;
    s.revenue += o.total;
    if (s.customers.find(o.customer) == s.customers.end()) s.customers.insert(o.customer);
    if ((s.orders & 0x3FFF) == 0) bar.update(approx += 0x4000 * 458);
  }
  s.print();
  report("summary stream", file_size(fd), start);
  return 0;
}

int summary_reader(int fd, bool show_progress) {
  const auto start = clock_type::now();
  const std::uint64_t size = file_size(fd);
  progress bar(show_progress, size);
  summary s;
  std::vector<char> buf(1 << 16);
  std::size_t have = 0;
  std::uint64_t total = 0;
  bool eof = false;
  tidyjson::reader_state state;
  // Where we are: inside an order's "items" array, and which property the
  // next value belongs to.
  bool in_items = false;
  enum class next_value { other, line_total, customer } pending = next_value::other;
  for (;;) {
    if (!eof) {
      const ssize_t got = ::read(fd, buf.data() + have, buf.size() - have);
      if (got < 0) {
        std::perror("bookstore: read");
        return 1;
      }
      eof = got == 0;
      have += static_cast<std::size_t>(got);
      total += static_cast<std::uint64_t>(got);
      bar.update(total);
    }
    tidyjson::reader r(std::string_view(buf.data(), have), eof, std::move(state));
    // The buffer's tokens in one batch (read_each), the same as read() one
    // at a time, faster.
    r.read_each([&](const tidyjson::token_view& t) {
      switch (t.type()) {
        case tidyjson::token::property_name:
          pending = next_value::other;
          if (t.depth() == 4 && in_items && t.get_string() == "lineTotal") pending = next_value::line_total;
          else if (t.depth() == 2 && t.get_string() == "customer") pending = next_value::customer;
          else if (t.depth() == 2 && t.get_string() == "items") in_items = true;
          break;
        case tidyjson::token::number:
          if (pending == next_value::line_total) s.revenue += t.get<tidyjson::decimal>();
          pending = next_value::other;
          break;
        case tidyjson::token::string:
          if (pending == next_value::customer && s.customers.find(std::string(t.get_string())) == s.customers.end()) {
            s.customers.insert(std::string(t.get_string()));
          }
          pending = next_value::other;
          break;
        case tidyjson::token::end_array:
          if (t.depth() == 2) in_items = false;
          break;
        case tidyjson::token::end_object:
          if (t.depth() == 1) ++s.orders;
          break;
        default:
          pending = next_value::other;
          break;
      }
    });
    if (r.failed()) {
      std::fprintf(stderr, "bookstore: %s\n", r.error().describe().c_str());
      return 1;
    }
    if (r.done()) break;
    // Keep the unfinished token for the next read.
    const std::size_t used = r.consumed();
    if (used == 0 && have == buf.size()) {
      if (buf.size() >= (64u << 20)) {
        std::fprintf(stderr, "bookstore: a token is larger than 64 MiB\n");
        return 1;
      }
      buf.resize(buf.size() * 2);
    }
    state = std::move(r).state();  // the nesting is handed on, not copied
    std::memmove(buf.data(), buf.data() + used, have - used);
    have -= used;
  }
  s.print();
  report("summary reader", total, start);
  return 0;
}

constexpr const char* usage_text =
    "usage: bookstore export N [FILE] [--progress]\n"
    "       bookstore summary list|stream|reader [FILE] [--progress]\n"
    "       bookstore --help\n"
    "  export    writes N generated orders (0 to 30000000) as one JSON array to FILE (default: stdout)\n"
    "  summary   prints the order count, revenue and distinct customers of FILE (default: stdin)\n";

/// Orders whose creation times stay within RFC 3339's years (to 9999) even
/// if every one is 120 minutes after the last: 30M * 120 min is 6,849 years
/// after 2026. About 14 GB of JSON.
constexpr std::uint64_t max_orders = 30'000'000;

int usage_error(const std::string& message) {
  std::fprintf(stderr, "bookstore: %s\n%s", message.c_str(), usage_text);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string_view> args;
  bool show_progress = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::fputs(usage_text, stdout);
      return 0;
    }
    if (arg == "--progress") {
      show_progress = true;
    } else if (arg.size() > 1 && arg.starts_with('-') && (arg[1] < '0' || arg[1] > '9')) {
      // (A negative number is an argument, refused as a count below.)
      return usage_error("unknown option '" + std::string(arg) + "'");
    } else {
      args.push_back(arg);
    }
  }
  if (args.empty()) return usage_error("a command is needed: export or summary");
  const std::string_view command = args[0];
  if (command != "export" && command != "summary") return usage_error("unknown command '" + std::string(command) + "'");
  if (args.size() < 2) {
    return usage_error(command == "export" ? "export needs the number of orders N" : "summary needs a mode: list, stream or reader");
  }
  if (args.size() > 3) return usage_error("unexpected argument '" + std::string(args[3]) + "'");
  // A path, when given (argv strings stay alive: the views point into them).
  const char* path = args.size() > 2 ? args[2].data() : nullptr;
  try {
    if (command == "export") {
      const std::string_view n = args[1];
      std::uint64_t count = 0;
      const auto [end, ec] = std::from_chars(n.data(), n.data() + n.size(), count);
      if (ec != std::errc() || end != n.data() + n.size() || count > max_orders) {
        return usage_error("N must be an integer from 0 to " + std::to_string(max_orders) + ", got '" + std::string(n) +
                           "'");
      }
      return do_export(count, path, show_progress);
    }
    const std::string_view mode = args[1];
    if (mode != "list" && mode != "stream" && mode != "reader") {
      return usage_error("unknown summary mode '" + std::string(mode) + "': list, stream or reader");
    }
    const int fd = open_input(path);
    if (fd < 0) return 1;
    if (mode == "list") return summary_list(fd, show_progress);
    if (mode == "stream") return summary_stream(fd, show_progress);
    return summary_reader(fd, show_progress);
  } catch (const tidyjson::error& e) {
    std::fprintf(stderr, "bookstore: %s\n", e.what());
    return 1;
  }
}
