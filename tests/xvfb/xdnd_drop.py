"""A minimal XDND drag source: drops a file (text/uri-list) onto an X11 window, like a file
manager would. Usage: xdnd_drop.py WINDOW_ID PATH X Y"""
import sys, time
from Xlib import X, display
from Xlib.protocol import event

d = display.Display()
screen = d.screen()
target = d.create_resource_object("window", int(sys.argv[1]))
path, x, y = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
src = screen.root.create_window(0, 0, 1, 1, 0, screen.root_depth, event_mask=X.PropertyChangeMask)
atom = d.intern_atom
XdndSelection, uri_list, copy = atom("XdndSelection"), atom("text/uri-list"), atom("XdndActionCopy")
src.set_selection_owner(XdndSelection, X.CurrentTime)

def send(name, data):
    data = (data + [0, 0, 0, 0, 0])[:5]
    ev = event.ClientMessage(window=target, client_type=atom(name), data=(32, data))
    target.send_event(ev)
    d.flush()

send("XdndEnter", [src.id, 5 << 24, uri_list])
send("XdndPosition", [src.id, 0, (x << 16) | y, X.CurrentTime, copy])
deadline = time.time() + 5
dropped = False
while time.time() < deadline:
    if not d.pending_events():
        time.sleep(0.02)
        continue
    ev = d.next_event()
    if ev.type == X.ClientMessage and ev.client_type == atom("XdndStatus") and not dropped:
        time.sleep(0.5)  # let the window show its hover hint
        send("XdndDrop", [src.id, 0, X.CurrentTime])
        dropped = True
    elif ev.type == X.SelectionRequest:
        data = ("file://" + path + "\r\n").encode()
        ev.requestor.change_property(ev.property, ev.target, 8, data)
        notify = event.SelectionNotify(time=ev.time, requestor=ev.requestor, selection=ev.selection, target=ev.target, property=ev.property)
        ev.requestor.send_event(notify)
        d.flush()
    elif ev.type == X.ClientMessage and ev.client_type == atom("XdndFinished"):
        print("drop finished")
        sys.exit(0)
print("no XdndFinished" if dropped else "no XdndStatus")
sys.exit(1)
