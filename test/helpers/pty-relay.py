# (Not named pty.py: that would hide Python's own pty module.) A pseudo-terminal for the e2e tests (test/helpers/pty.ts): runs a command on a terminal of the
# given size, passes what is written to this script's stdin to it as typed keys, and what it draws
# to this script's stdout. Exits with the command's exit status. Python's pty module, present on every
# machine the project runs on, so that no native npm module is needed.
import fcntl, os, pty, select, struct, sys, termios

rows, cols = int(sys.argv[1]), int(sys.argv[2])
command = sys.argv[3:]
pid, master = pty.fork()
if pid == 0:
    # The terminal's size, set before the command starts.
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack('HHHH', rows, cols, 0, 0))
    os.execvp(command[0], command)
stdin = sys.stdin.fileno()
stdout = sys.stdout.fileno()
reading = [master, stdin]
while True:
    try:
        ready, _, _ = select.select(reading, [], [])
    except InterruptedError:
        continue
    if master in ready:
        try:
            data = os.read(master, 65536)
        except OSError:
            data = b''
        if not data:
            break
        os.write(stdout, data)
    if stdin in ready:
        data = os.read(stdin, 65536)
        if not data:
            reading.remove(stdin)
        else:
            os.write(master, data)
_, status = os.waitpid(pid, 0)
sys.exit(os.waitstatus_to_exitcode(status) if hasattr(os, 'waitstatus_to_exitcode') else (status >> 8))
