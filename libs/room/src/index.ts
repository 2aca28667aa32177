/*
 * The room library's entry: the module both processes host. Its services, DTOs, views and errors
 * are imported file by file (`@app/room/hands/hand-lifecycle.service`) by the apps that call them.
 */
export { RoomModule, RoomModuleOptions } from './room.module';
export { ROOM_PROCESSORS, ROOM_SERVICES } from './room.providers';
