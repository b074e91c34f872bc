// One ICMP socket and the native thread that paces echo requests over it and matches replies.
// Independent of Node-API so it can be reasoned about (and tested) as plain C++.
#pragma once
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <queue>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "packet.h"

namespace pmicmp {

enum class Mode { kDgram, kRaw };
enum Outcome : uint8_t { kUp = 0, kTimeout = 1, kUnreachable = 2 };

// One probe() call. Filled in by the caller, completed by the engine thread, handed back whole.
struct Batch {
  std::vector<uint32_t> addrs;        // network byte order
  std::vector<uint32_t> timeouts_ms;  // per target, counted from that target's send
  std::vector<uint8_t> outcomes;
  std::vector<double> rtt_ms;         // < 0 when there is none
  std::vector<std::pair<uint32_t, std::string>> details;  // (index, text), errors only
  size_t remaining = 0;
  virtual ~Batch() = default;
};

struct Options {
  Mode mode = Mode::kDgram;
  uint32_t pps = 5000;           // send rate cap for the whole socket
  int rcvbuf = 8 * 1024 * 1024;  // replies to a burst of thousands must not be dropped
};

class Engine {
 public:
  using Done = std::function<void(Batch*)>;  // called on the engine thread
  Engine(const Options& opts, Done done);     // throws std::system_error if the socket fails
  ~Engine();
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  void Submit(Batch* batch);  // any thread
  void Stop();                // completes everything outstanding as timeout, joins the thread
  uint16_t identifier() const { return id_; }
  int rcvbuf() const { return rcvbuf_; }

 private:
  struct Slot {
    Batch* batch = nullptr;
    uint32_t index = 0;
    uint32_t gen = 0;
    uint32_t addr = 0;
    uint32_t timeout_ms = 0;
    uint64_t sent_mono_ns = 0;
    int64_t sent_real_ns = 0;
    bool used = false;
  };
  struct Deadline {
    uint64_t at_ns;
    uint16_t seq;
    uint32_t gen;
    bool operator>(const Deadline& o) const { return at_ns > o.at_ns; }
  };

  void Run();
  void TakeIncoming(std::deque<Batch*>* out);
  bool Rest(uint64_t ns);
  void SendPaced(uint64_t now_ns);
  bool SendOne();
  void DrainSocket();
  void DrainErrorQueue();
  void Expire(uint64_t now_ns);
  void Match(const Parsed& p, int64_t rx_real_ns);
  void OpenSocket();
  void Complete(Batch* b, uint32_t index, Outcome outcome, double rtt_ms, std::string detail);
  void FreeSlot(uint16_t seq);
  void FailAll(const char* detail);

  Options opts_;
  Done done_;
  int fd_ = -1;
  int wake_fd_ = -1;
  uint16_t id_ = 0;
  int rcvbuf_ = 0;
  uint64_t cookie_ = 0;
  std::thread thread_;

  std::mutex mu_;  // guards incoming_ and stopping_
  std::deque<Batch*> incoming_;
  bool stopping_ = false;
  bool stopped_ = false;

  // Engine thread only.
  std::deque<std::pair<Batch*, uint32_t>> send_queue_;
  std::vector<Slot> slots_;  // indexed by sequence number: in-flight seqs are unique per socket
  std::priority_queue<Deadline, std::vector<Deadline>, std::greater<Deadline>> deadlines_;
  uint16_t next_seq_ = 0;
  uint32_t next_gen_ = 1;
  size_t inflight_ = 0;
  double tokens_ = 0;
  uint64_t refilled_ns_ = 0;
  uint64_t next_send_ns_ = 0;
  uint64_t rest_until_ns_ = 0;
};

}  // namespace pmicmp
