// Socket set-up and the receive paths (normal queue and, for datagram sockets, the error queue).
#include <errno.h>
#include <time.h>  // before linux/errqueue.h, which uses struct timespec
#include <linux/errqueue.h>
#include <linux/icmp.h>
#include <netinet/in.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <random>
#include <system_error>

#include "engine.h"

namespace pmicmp {
namespace {

constexpr int kVec = 64;        // messages per recvmmsg call
constexpr size_t kBuf = 512;    // enough for IP + ICMP error + quoted IP + our echo
constexpr size_t kCtl = 128;    // room for a timestamp (and IP_RECVERR on the error queue)

int64_t StampOf(msghdr* m) {
  for (cmsghdr* c = CMSG_FIRSTHDR(m); c != nullptr; c = CMSG_NXTHDR(m, c)) {
    if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_TIMESTAMPNS) {
      timespec ts;
      std::memcpy(&ts, CMSG_DATA(c), sizeof ts);
      return int64_t(ts.tv_sec) * 1000000000ll + ts.tv_nsec;
    }
  }
  return 0;
}

}  // namespace

void Engine::OpenSocket() {
  bool raw = opts_.mode == Mode::kRaw;
  fd_ = socket(AF_INET, (raw ? SOCK_RAW : SOCK_DGRAM) | SOCK_NONBLOCK | SOCK_CLOEXEC, IPPROTO_ICMP);
  if (fd_ < 0) {
    throw std::system_error(errno, std::generic_category(),
                            raw ? "socket(SOCK_RAW, IPPROTO_ICMP)" : "socket(SOCK_DGRAM, IPPROTO_ICMP)");
  }
  // SO_RCVBUFFORCE passes net.core.rmem_max when privileged; otherwise take what SO_RCVBUF gives.
  int want = opts_.rcvbuf;
  if (setsockopt(fd_, SOL_SOCKET, SO_RCVBUFFORCE, &want, sizeof want) != 0) {
    setsockopt(fd_, SOL_SOCKET, SO_RCVBUF, &want, sizeof want);
  }
  socklen_t len = sizeof rcvbuf_;
  getsockopt(fd_, SOL_SOCKET, SO_RCVBUF, &rcvbuf_, &len);
  int on = 1;
  setsockopt(fd_, SOL_SOCKET, SO_TIMESTAMPNS, &on, sizeof on);
  std::random_device rd;
  cookie_ = (uint64_t(rd()) << 32) | rd();
  if (raw) {
    // A raw socket sees every ICMP packet the host receives; keep only the kinds we match.
    icmp_filter filter;
    filter.data = ~((1u << ICMP_ECHOREPLY) | (1u << ICMP_DEST_UNREACH) | (1u << ICMP_TIME_EXCEEDED));
    setsockopt(fd_, SOL_RAW, ICMP_FILTER, &filter, sizeof filter);
    id_ = uint16_t(rd());
  } else {
    // Ping sockets deliver ICMP errors only through the error queue.
    setsockopt(fd_, SOL_IP, IP_RECVERR, &on, sizeof on);
  }
  wake_fd_ = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  if (wake_fd_ < 0) {
    int err = errno;
    close(fd_);
    fd_ = -1;
    throw std::system_error(err, std::generic_category(), "eventfd");
  }
}

void Engine::DrainSocket() {
  static thread_local uint8_t bufs[kVec][kBuf];
  alignas(cmsghdr) static thread_local uint8_t ctls[kVec][kCtl];
  static thread_local sockaddr_in names[kVec];
  mmsghdr msgs[kVec];
  iovec iovs[kVec];
  // Bounded so that a flood of replies cannot starve sending and deadline checks.
  for (int round = 0; round < 64; ++round) {
    std::memset(msgs, 0, sizeof msgs);
    for (int i = 0; i < kVec; ++i) {
      iovs[i] = {bufs[i], kBuf};
      msgs[i].msg_hdr.msg_iov = &iovs[i];
      msgs[i].msg_hdr.msg_iovlen = 1;
      msgs[i].msg_hdr.msg_name = &names[i];
      msgs[i].msg_hdr.msg_namelen = sizeof names[i];
      msgs[i].msg_hdr.msg_control = ctls[i];
      msgs[i].msg_hdr.msg_controllen = kCtl;
    }
    int n = recvmmsg(fd_, msgs, kVec, MSG_DONTWAIT, nullptr);
    if (n < 0) {
      if (errno == EINTR) continue;
      return;  // EAGAIN, or a ping socket's pending error whose details are on the error queue
    }
    for (int i = 0; i < n; ++i) {
      size_t len = std::min<size_t>(msgs[i].msg_len, kBuf);
      Parsed p = opts_.mode == Mode::kRaw
                     ? ParseRaw(bufs[i], len)
                     : ParseDgram(bufs[i], len, names[i].sin_addr.s_addr);
      Match(p, StampOf(&msgs[i].msg_hdr));
    }
    if (n < kVec) return;
  }
}

void Engine::DrainErrorQueue() {
  uint8_t buf[kBuf];
  alignas(cmsghdr) uint8_t ctl[512];
  sockaddr_in name;
  for (int i = 0; i < 4096; ++i) {
    iovec iov = {buf, sizeof buf};
    msghdr m;
    std::memset(&m, 0, sizeof m);
    m.msg_name = &name;
    m.msg_namelen = sizeof name;
    m.msg_iov = &iov;
    m.msg_iovlen = 1;
    m.msg_control = ctl;
    m.msg_controllen = sizeof ctl;
    ssize_t n = recvmsg(fd_, &m, MSG_ERRQUEUE | MSG_DONTWAIT);
    if (n < 0) break;
    const sock_extended_err* ee = nullptr;
    for (cmsghdr* c = CMSG_FIRSTHDR(&m); c != nullptr; c = CMSG_NXTHDR(&m, c)) {
      if (c->cmsg_level == SOL_IP && c->cmsg_type == IP_RECVERR) {
        ee = reinterpret_cast<const sock_extended_err*>(CMSG_DATA(c));
      }
    }
    if (ee == nullptr) continue;
    size_t len = std::min<size_t>(size_t(n), sizeof buf);
    if (ee->ee_origin == SO_EE_ORIGIN_ICMP) {
      const auto* off = reinterpret_cast<const sockaddr_in*>(SO_EE_OFFENDER(ee));
      Match(ParseDgramError(buf, len, name.sin_addr.s_addr, ee->ee_type, ee->ee_code,
                            off->sin_addr.s_addr),
            StampOf(&m));
    } else if (ee->ee_origin == SO_EE_ORIGIN_LOCAL) {
      Parsed p = ParseDgramError(buf, len, name.sin_addr.s_addr, 0, 0, 0);
      p.local_errno = int(ee->ee_errno);
      Match(p, StampOf(&m));
    }
  }
  // An empty error queue with sk_err still set would keep poll() reporting POLLERR forever.
  int err = 0;
  socklen_t len = sizeof err;
  getsockopt(fd_, SOL_SOCKET, SO_ERROR, &err, &len);
}

}  // namespace pmicmp
