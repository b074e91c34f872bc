// The engine thread: pacing, sequence allocation, deadlines and matching. Socket I/O is in
// engine_io.cc.
#include "engine.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>

#include "clock.h"

namespace pmicmp {
namespace {

// Sequence numbers are 16 bits and an in-flight one is never reused, so at most this many
// echoes can be outstanding on one socket; the rest wait in the send queue.
constexpr size_t kMaxInflight = 65000;
// Timer wake-ups are the engine's main cost besides the packets themselves (tens of microseconds
// each on a VM), so sends go out in small bursts at most every kSendTickNs, and the loop runs at
// most once per kMinCycleNs: replies wait in the socket buffer with their kernel receive stamps,
// so reading them a little later costs neither RTT accuracy nor a wrong timeout verdict.
constexpr uint64_t kSendTickNs = 10000000;
constexpr uint64_t kMinCycleNs = 1000000;

std::string AddrText(uint32_t addr) {
  char buf[INET_ADDRSTRLEN] = {0};
  in_addr a;
  a.s_addr = addr;
  inet_ntop(AF_INET, &a, buf, sizeof buf);
  return buf;
}

}  // namespace

Engine::Engine(const Options& opts, Done done) : opts_(opts), done_(std::move(done)) {
  opts_.pps = std::clamp<uint32_t>(opts_.pps, 1, 1000000);
  slots_.resize(65536);
  OpenSocket();  // throws; nothing to undo yet except fds, which OpenSocket closes itself
  thread_ = std::thread([this] { Run(); });
}

Engine::~Engine() {
  Stop();
  if (fd_ >= 0) close(fd_);
  if (wake_fd_ >= 0) close(wake_fd_);
}

void Engine::Submit(Batch* batch) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    incoming_.push_back(batch);
  }
  uint64_t one = 1;
  ssize_t ignored = write(wake_fd_, &one, sizeof one);
  (void)ignored;
}

void Engine::Stop() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (stopped_) return;
    stopping_ = true;
    stopped_ = true;
  }
  uint64_t one = 1;
  ssize_t ignored = write(wake_fd_, &one, sizeof one);
  (void)ignored;
  if (thread_.joinable()) thread_.join();
}

void Engine::TakeIncoming(std::deque<Batch*>* out) {
  std::lock_guard<std::mutex> lock(mu_);
  out->swap(incoming_);
}

void Engine::Run() {
  std::deque<Batch*> fresh;
  for (;;) {
    TakeIncoming(&fresh);
    for (Batch* b : fresh) {
      for (uint32_t i = 0; i < b->addrs.size(); ++i) send_queue_.emplace_back(b, i);
    }
    fresh.clear();
    {
      std::lock_guard<std::mutex> lock(mu_);
      if (stopping_) break;
    }
    uint64_t now = MonoNs();
    if (now < rest_until_ns_) {
      if (Rest(rest_until_ns_ - now)) rest_until_ns_ = 0;  // a new batch (or stop): go on now
      continue;
    }
    bool can_send = !send_queue_.empty() && inflight_ < kMaxInflight;
    // Replies that came back while sending (on a LAN or loopback, many) are read right away
    // rather than after another wake-up.
    if (can_send && now >= next_send_ns_) {
      SendPaced(now);
      DrainSocket();
    }
    can_send = !send_queue_.empty() && inflight_ < kMaxInflight;

    uint64_t wake = can_send ? next_send_ns_ : UINT64_MAX;
    if (!deadlines_.empty()) wake = std::min(wake, deadlines_.top().at_ns);
    timespec ts;
    timespec* tsp = nullptr;
    if (wake != UINT64_MAX) {
      uint64_t d = wake > now ? wake - now : 0;
      ts.tv_sec = time_t(d / 1000000000ull);
      ts.tv_nsec = long(d % 1000000000ull);
      tsp = &ts;
    }
    pollfd fds[2] = {{fd_, POLLIN, 0}, {wake_fd_, POLLIN, 0}};
    bool received = false;
    if (ppoll(fds, 2, tsp, nullptr) > 0) {
      received = fds[0].revents & (POLLIN | POLLERR);
      if (fds[0].revents & POLLERR) DrainErrorQueue();
      if (fds[0].revents & POLLIN) DrainSocket();
      if (fds[1].revents & POLLIN) {
        uint64_t v;
        ssize_t ignored = read(wake_fd_, &v, sizeof v);
        (void)ignored;
      }
    }
    now = MonoNs();
    Expire(now);  // after receiving, so a reply that is already queued wins over its deadline
    if (received) rest_until_ns_ = now + kMinCycleNs;
  }
  FailAll("probe engine closed");
}

// Waits on the control fd only, leaving the socket to queue up. True if woken by Submit/Stop.
bool Engine::Rest(uint64_t ns) {
  timespec ts;
  ts.tv_sec = time_t(ns / 1000000000ull);
  ts.tv_nsec = long(ns % 1000000000ull);
  pollfd ctl = {wake_fd_, POLLIN, 0};
  if (ppoll(&ctl, 1, &ts, nullptr) > 0) {
    uint64_t v;
    ssize_t ignored = read(wake_fd_, &v, sizeof v);
    (void)ignored;
    return true;
  }
  return false;
}

// Token bucket refilled at pps, holding at most 20 ms worth (a burst of 100 small packets at
// 5000 pps, a few kilobytes), so a timer that fires late does not lower the average rate.
void Engine::SendPaced(uint64_t now) {
  double rate = opts_.pps;
  double burst = std::max(1.0, rate / 50.0);
  if (refilled_ns_ == 0) tokens_ = burst;
  else tokens_ = std::min(burst, tokens_ + double(now - refilled_ns_) * rate / 1e9);
  refilled_ns_ = now;
  while (tokens_ >= 1 && !send_queue_.empty() && inflight_ < kMaxInflight) {
    if (!SendOne()) {
      next_send_ns_ = now + 1000000;  // socket buffer full: try again in 1 ms
      return;
    }
    tokens_ -= 1;
  }
  // Nothing left: a new batch may start at once, on whatever tokens have accrued by then.
  if (send_queue_.empty()) next_send_ns_ = 0;
  else next_send_ns_ = now + std::max(kSendTickNs, uint64_t(std::max(0.0, 1.0 - tokens_) * 1e9 / rate));
}

// Sends the head of the queue. False only for a transient error (retry later).
bool Engine::SendOne() {
  auto [batch, index] = send_queue_.front();
  while (slots_[next_seq_].used) ++next_seq_;  // terminates: inflight_ < 65536
  uint16_t seq = next_seq_++;
  Slot& s = slots_[seq];
  s.batch = batch;
  s.index = index;
  s.gen = next_gen_++;
  s.addr = batch->addrs[index];
  s.timeout_ms = batch->timeouts_ms[index];

  uint8_t pkt[kPacket];
  Payload payload;
  payload.cookie = cookie_;
  payload.gen = s.gen;
  payload.addr = s.addr;
  BuildEcho(pkt, id_, seq, payload);
  sockaddr_in dst;
  std::memset(&dst, 0, sizeof dst);
  dst.sin_family = AF_INET;
  dst.sin_addr.s_addr = s.addr;

  // A datagram socket reports an earlier echo's ICMP error as this send's failure; that error is
  // already on the error queue, so drain it and try again before blaming this target.
  int attempts = opts_.mode == Mode::kDgram ? 3 : 1;
  int err = 0;
  for (int i = 0; i < attempts; ++i) {
    s.sent_real_ns = RealNs();  // stamped before sending: on loopback the reply can beat sendto
    s.sent_mono_ns = MonoNs();
    if (sendto(fd_, pkt, sizeof pkt, 0, reinterpret_cast<sockaddr*>(&dst), sizeof dst) >= 0) {
      err = 0;
      break;
    }
    err = errno;
    if (err == EAGAIN || err == ENOBUFS || err == EINTR) return false;
    if (opts_.mode == Mode::kDgram) DrainErrorQueue();
  }
  send_queue_.pop_front();
  if (err != 0) {
    s.used = false;
    Complete(batch, index, kUnreachable, -1, std::string("send failed: ") + std::strerror(err));
    return true;
  }
  s.used = true;
  ++inflight_;
  deadlines_.push({s.sent_mono_ns + uint64_t(s.timeout_ms) * 1000000ull, seq, s.gen});
  return true;
}

void Engine::Expire(uint64_t now) {
  while (!deadlines_.empty() && deadlines_.top().at_ns <= now) {
    Deadline d = deadlines_.top();
    deadlines_.pop();
    Slot& s = slots_[d.seq];
    if (!s.used || s.gen != d.gen) continue;  // already answered
    Batch* b = s.batch;
    uint32_t index = s.index;
    FreeSlot(d.seq);
    Complete(b, index, kTimeout, -1, std::string());
  }
}

void Engine::Match(const Parsed& p, int64_t rx_real_ns) {
  if (p.kind == Kind::kNone) return;
  if (opts_.mode == Mode::kRaw && p.id != id_) return;  // the kernel filters by id for dgram
  Slot& s = slots_[p.seq];
  if (!s.used || s.addr != p.target) return;  // stale, or not from the address we pinged
  if (p.has_payload) {
    if (p.payload.cookie != cookie_ || p.payload.gen != s.gen) return;
  } else if (p.kind == Kind::kEchoReply) {
    return;  // a genuine reply echoes our whole payload
  }
  double rtt = double(MonoNs() - s.sent_mono_ns) / 1e6;
  if (rx_real_ns > 0) {
    // The kernel's receive stamp leaves out our own wake-up delay; trust it only when it is
    // consistent with the monotonic interval (the realtime clock may have been stepped).
    double k = double(rx_real_ns - s.sent_real_ns) / 1e6;
    if (k >= 0 && k <= rtt) rtt = k;
  }
  Batch* b = s.batch;
  uint32_t index = s.index;
  bool late = rtt > double(s.timeout_ms);
  FreeSlot(p.seq);
  if (late) return Complete(b, index, kTimeout, -1, std::string());
  if (p.kind == Kind::kEchoReply) return Complete(b, index, kUp, rtt, std::string());
  std::string detail = p.local_errno != 0
                           ? std::string("local error: ") + std::strerror(p.local_errno)
                           : std::string(DescribeIcmpError(p.type, p.code)) + " from " +
                                 AddrText(p.from);
  Complete(b, index, kUnreachable, -1, std::move(detail));
}

void Engine::FreeSlot(uint16_t seq) {
  slots_[seq].used = false;
  slots_[seq].batch = nullptr;
  --inflight_;
}

// The batch is handed over (done_) once its last target completes: do not touch it after.
void Engine::Complete(Batch* b, uint32_t index, Outcome outcome, double rtt_ms,
                      std::string detail) {
  b->outcomes[index] = outcome;
  b->rtt_ms[index] = rtt_ms;
  if (!detail.empty()) b->details.emplace_back(index, std::move(detail));
  if (--b->remaining == 0) done_(b);
}

void Engine::FailAll(const char* detail) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    for (Batch* b : incoming_) {
      for (uint32_t i = 0; i < b->addrs.size(); ++i) send_queue_.emplace_back(b, i);
    }
    incoming_.clear();
  }
  while (!send_queue_.empty()) {
    auto [b, index] = send_queue_.front();
    send_queue_.pop_front();
    Complete(b, index, kTimeout, -1, detail);
  }
  for (size_t seq = 0; seq < slots_.size(); ++seq) {
    if (!slots_[seq].used) continue;
    Batch* b = slots_[seq].batch;
    uint32_t index = slots_[seq].index;
    FreeSlot(uint16_t(seq));
    Complete(b, index, kTimeout, -1, detail);
  }
}

}  // namespace pmicmp
